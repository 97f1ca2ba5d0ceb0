#ifndef TOURSHOT_PROCESS_H
#define TOURSHOT_PROCESS_H

/// Sets the allocator up for tourshot's short, allocation-heavy runs; call first in main.
void tourshot_tune_allocator(void);

#endif
