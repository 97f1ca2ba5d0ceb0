#include "tourshot_confined_open.h"

#include <errno.h>

#if defined(__linux__)
#include <linux/openat2.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

int tourshot_open_beneath(int directory, const char *path, int flags) {
#if defined(__linux__) && defined(SYS_openat2)
    struct open_how how = {
        .flags = (unsigned long long)(unsigned int)flags,
        .mode = 0,
        .resolve = RESOLVE_BENEATH | RESOLVE_NO_MAGICLINKS,
    };
    long fd;
    do {
        fd = syscall(SYS_openat2, directory, path, &how, sizeof how);
    } while (fd < 0 && errno == EINTR);
    return (int)fd;
#else
    (void)directory;
    (void)path;
    (void)flags;
    errno = ENOSYS;
    return -1;
#endif
}
