#ifndef TOURSHOT_CONFINED_OPEN_H
#define TOURSHOT_CONFINED_OPEN_H

/// openat2(directory, path, flags, RESOLVE_BENEATH | RESOLVE_NO_MAGICLINKS): the kernel refuses
/// (EXDEV) any `..`, absolute path or symbolic link that would leave `directory` while it
/// resolves `path`, so no link swapped in after a check can lead out. Returns the descriptor,
/// or -1 with errno; ENOSYS where the kernel or platform has no openat2 (callers then walk the
/// path themselves). Variadic syscall(2) cannot be called from Swift, hence this helper.
int tourshot_open_beneath(int directory, const char *path, int flags);

#endif
