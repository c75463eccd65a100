#if defined(__linux__)
#define _GNU_SOURCE
#include <sched.h>
#include <sys/prctl.h>
#endif
#include <errno.h>
#include <pthread.h>
#include <stdlib.h>

#include "CThreadPlacement.h"

typedef struct {
    void (*entry)(void *context);
    void *context;
#if defined(__linux__)
    int restores_affinity;
    cpu_set_t process_affinity;
#endif
} gst_thread_start;

static void *gst_thread_main(void *argument) {
    gst_thread_start start = *(gst_thread_start *)argument;
    free(argument);
#if defined(__linux__)
    prctl(PR_SET_TIMERSLACK, 1000UL, 0, 0, 0); // the default 50 µs doubles a 50 µs poll
    if (start.restores_affinity) {
        // Placed for its first run only: from here on the scheduler may move it as it likes.
        pthread_setaffinity_np(pthread_self(), sizeof start.process_affinity, &start.process_affinity);
    }
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
#if defined(__linux__)
    int current = sched_getcpu();
    if (current >= 0 && sched_getaffinity(0, sizeof start->process_affinity, &start->process_affinity) == 0
        && CPU_ISSET(current, &start->process_affinity) && CPU_COUNT(&start->process_affinity) > 1) {
        cpu_set_t elsewhere = start->process_affinity;
        CPU_CLR(current, &elsewhere);
        if (pthread_attr_setaffinity_np(&attributes, sizeof elsewhere, &elsewhere) == 0) {
            start->restores_affinity = 1;
        }
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
