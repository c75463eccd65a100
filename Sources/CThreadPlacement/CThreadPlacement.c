#if defined(__linux__)
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <sched.h>
#include <sys/prctl.h>
#include <unistd.h>
#endif
#include <errno.h>
#include <pthread.h>
#include <stdlib.h>

#include "CThreadPlacement.h"

// Placing a thread before it starts needs glibc's pthread_attr_setaffinity_np (musl, as in
// Swift's static Linux SDK, has no such call; there threads start where the scheduler puts them).
#if defined(__linux__) && defined(__GLIBC__)
#define GST_PLACES_THREADS 1
#else
#define GST_PLACES_THREADS 0
#endif

typedef struct {
    void (*entry)(void *context);
    void *context;
    int placed;
} gst_thread_start;

#if GST_PLACES_THREADS
/// Lets the calling thread run wherever the main thread may (read now, not when the thread
/// was placed, in case the process's affinity changed meanwhile); if that fails, anywhere the
/// kernel allows (it narrows a full mask to the process's CPU set).
static void gst_unplace_calling_thread(void) {
    cpu_set_t allowed;
    if (sched_getaffinity(getpid(), sizeof allowed, &allowed) == 0
        && pthread_setaffinity_np(pthread_self(), sizeof allowed, &allowed) == 0) {
        return;
    }
    CPU_ZERO(&allowed);
    for (int cpu = 0; cpu < CPU_SETSIZE; cpu++) CPU_SET(cpu, &allowed);
    pthread_setaffinity_np(pthread_self(), sizeof allowed, &allowed);
}
#endif

static void *gst_thread_main(void *argument) {
    gst_thread_start start = *(gst_thread_start *)argument;
    free(argument);
#if defined(__linux__)
    prctl(PR_SET_TIMERSLACK, 1000UL, 0UL, 0UL, 0UL); // the default 50 µs doubles a 50 µs poll
#endif
#if GST_PLACES_THREADS
    // Placed for its first run only: from here on the scheduler may move it as it likes.
    if (start.placed) gst_unplace_calling_thread();
#endif
    start.entry(start.context);
    return NULL;
}

int gst_start_thread_beside_caller(void (*entry)(void *context), void *context) {
    gst_thread_start *start = calloc(1, sizeof *start);
    if (start == NULL) return ENOMEM;
    start->entry = entry;
    start->context = context;

    pthread_attr_t attributes;
    int status = pthread_attr_init(&attributes);
    if (status != 0) {
        free(start);
        return status;
    }
    pthread_attr_setdetachstate(&attributes, PTHREAD_CREATE_DETACHED);
#if GST_PLACES_THREADS
    cpu_set_t elsewhere;
    int current = sched_getcpu();
    if (current >= 0 && sched_getaffinity(0, sizeof elsewhere, &elsewhere) == 0
        && CPU_ISSET(current, &elsewhere) && CPU_COUNT(&elsewhere) > 1) {
        CPU_CLR(current, &elsewhere);
        start->placed = pthread_attr_setaffinity_np(&attributes, sizeof elsewhere, &elsewhere) == 0;
    }
#endif
    pthread_t thread;
    status = pthread_create(&thread, &attributes, gst_thread_main, start);
    pthread_attr_destroy(&attributes);
    if (status != 0) free(start);
    return status;
}

int gst_allowed_processor_count(void) {
#if defined(__linux__)
    cpu_set_t allowed;
    if (sched_getaffinity(0, sizeof allowed, &allowed) == 0) return CPU_COUNT(&allowed);
#endif
    return 0;
}
