#ifndef GEN_SHARED_TYPES_CTHREADPLACEMENT_H
#define GEN_SHARED_TYPES_CTHREADPLACEMENT_H

/// Starts a detached thread running `entry(context)` and returns 0, or an error number (and
/// starts nothing).
///
/// With glibc on Linux the thread's first run is placed on a processor other than the one
/// the caller is running on, when the caller may use another; once running, the thread may
/// run wherever the main thread may. Left to itself, the scheduler may queue a new thread
/// behind its creator, where it waits for the next tick's load balancing (~2 ms on the
/// project's 2-core virtual machines) while the other core stays idle. The price: when every
/// other processor is busy, the new thread waits for one of them even if its creator's
/// becomes free first. On Linux the thread's timer slack is 1 µs (the default is 50), so that
/// its short polling sleeps (`WorkerPool`) end on time. Elsewhere this is plain
/// `pthread_create` of a detached thread.
int gst_start_thread_beside_caller(void (*entry)(void *context), void *context);

/// How many processors the calling thread may run on (its affinity mask, which `taskset` and
/// container limits narrow), or 0 where that is not known (outside Linux).
int gst_allowed_processor_count(void);

#endif
