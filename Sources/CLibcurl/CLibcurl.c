// Loads libcurl when a request is made instead of linking it (or Foundation's URLSession, which
// links it and much else): every other command then starts without loading a network stack,
// and the tool runs on machines without libcurl. Calls go through C because curl_easy_setopt
// and curl_easy_getinfo are variadic.

#include "CLibcurl.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// The few libcurl declarations used, written out so that building needs no curl headers. The
// option and info numbers are part of libcurl's stable ABI.
typedef void curl_handle;
typedef struct curl_string_list curl_string_list;
typedef int curl_code;
typedef size_t (*curl_write_function)(char *, size_t, size_t, void *);

enum {
    option_long = 0,
    option_pointer = 10000,
    option_function = 20000,
    option_offset = 30000,

    option_write_data = option_pointer + 1,
    option_url = option_pointer + 2,
    option_error_buffer = option_pointer + 10,
    option_write_function = option_function + 11,
    option_post_fields = option_pointer + 15,
    option_http_header = option_pointer + 23,
    option_post = option_long + 47,
    option_follow_location = option_long + 52,
    option_max_redirects = option_long + 68,
    option_no_signal = option_long + 99,
    option_accept_encoding = option_pointer + 102,
    option_post_field_size_large = option_offset + 120,
    option_timeout_milliseconds = option_long + 155,
    option_post_redirect = option_long + 161,
    option_protocols = option_long + 181,
    option_redirect_protocols = option_long + 182,

    info_response_code = 0x200000 + 2,
    info_content_type = 0x100000 + 18,

    code_ok = 0,
    code_write_error = 23,
    code_operation_timed_out = 28,

    global_all = 3,
    protocol_http = 1,
    protocol_https = 2,
    post_redirect_all = 7,
    error_buffer_size = 256,
};

static struct {
    int (*global_init)(long);
    curl_handle *(*easy_init)(void);
    curl_code (*easy_setopt)(curl_handle *, int, ...);
    curl_code (*easy_perform)(curl_handle *);
    curl_code (*easy_getinfo)(curl_handle *, int, ...);
    void (*easy_cleanup)(curl_handle *);
    const char *(*easy_strerror)(curl_code);
    curl_string_list *(*slist_append)(curl_string_list *, const char *);
    void (*slist_free_all)(curl_string_list *);
} curl;

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static int loaded = 0;
static char load_failure[256];

static void load_libcurl(void) {
    static const char *const names[] = {
#if defined(__APPLE__)
        "/usr/lib/libcurl.4.dylib", "libcurl.4.dylib", "libcurl.dylib",
#else
        "libcurl.so.4", "libcurl.so", "libcurl-gnutls.so.4",
#endif
    };
    if (gst_process_is_statically_linked()) {
        // dlopen would bring a second C library into the process, and libcurl's first thread
        // would crash in it (see curl_command.c).
        snprintf(load_failure, sizeof load_failure,
                 "this executable is statically linked and cannot load libcurl; unset GEN_SHARED_TYPES_HTTP to use the curl command");
        return;
    }
    void *library = NULL;
    for (size_t index = 0; index < sizeof names / sizeof names[0] && library == NULL; index++) {
        library = dlopen(names[index], RTLD_NOW | RTLD_LOCAL);
    }
    if (library == NULL) {
        snprintf(load_failure, sizeof load_failure, "fetching needs libcurl, which could not be loaded (%s)", names[0]);
        return;
    }
#define LOAD(field, symbol)                                                                    \
    *(void **)(&curl.field) = dlsym(library, symbol);                                          \
    if (curl.field == NULL) {                                                                  \
        snprintf(load_failure, sizeof load_failure, "the libcurl found has no %s", symbol);   \
        return;                                                                                \
    }
    LOAD(global_init, "curl_global_init")
    LOAD(easy_init, "curl_easy_init")
    LOAD(easy_setopt, "curl_easy_setopt")
    LOAD(easy_perform, "curl_easy_perform")
    LOAD(easy_getinfo, "curl_easy_getinfo")
    LOAD(easy_cleanup, "curl_easy_cleanup")
    LOAD(easy_strerror, "curl_easy_strerror")
    LOAD(slist_append, "curl_slist_append")
    LOAD(slist_free_all, "curl_slist_free_all")
#undef LOAD
    if (curl.global_init(global_all) != code_ok) {
        snprintf(load_failure, sizeof load_failure, "libcurl could not be initialised");
        return;
    }
    loaded = 1;
}

typedef struct {
    unsigned char *bytes;
    size_t length;
    size_t capacity;
    size_t limit;
    int exceeded;
} response_buffer;

static size_t append_to_buffer(char *data, size_t size, size_t count, void *context) {
    response_buffer *buffer = context;
    size_t length = size * count;
    if (length > buffer->limit - buffer->length) {
        buffer->exceeded = 1;
        return 0; // makes curl_easy_perform fail with a write error
    }
    if (buffer->length + length > buffer->capacity) {
        size_t capacity = buffer->capacity == 0 ? 65536 : buffer->capacity;
        while (capacity < buffer->length + length) capacity *= 2;
        unsigned char *grown = realloc(buffer->bytes, capacity);
        if (grown == NULL) {
            buffer->exceeded = 1;
            return 0;
        }
        buffer->bytes = grown;
        buffer->capacity = capacity;
    }
    memcpy(buffer->bytes + buffer->length, data, length);
    buffer->length += length;
    return length;
}

static char *copy_string(const char *text) {
    size_t length = strlen(text) + 1;
    char *copy = malloc(length);
    if (copy != NULL) memcpy(copy, text, length);
    return copy;
}

static void fail(gst_http_result *result, gst_http_outcome outcome, const char *message) {
    result->outcome = outcome;
    snprintf(result->message, sizeof result->message, "%s", message);
}

void gst_http_post(const char *url, const char *const *headers, size_t header_count,
                   const unsigned char *body, size_t body_length,
                   long timeout_milliseconds, size_t max_response_length,
                   gst_http_result *result) {
    memset(result, 0, sizeof *result);
    pthread_once(&load_once, load_libcurl);
    if (!loaded) {
        fail(result, gst_http_unavailable, load_failure);
        return;
    }
    curl_handle *handle = curl.easy_init();
    if (handle == NULL) {
        fail(result, gst_http_transport_failed, "libcurl could not start a request");
        return;
    }
    curl_string_list *header_list = NULL;
    for (size_t index = 0; index < header_count; index++) {
        curl_string_list *appended = curl.slist_append(header_list, headers[index]);
        if (appended == NULL) break;
        header_list = appended;
    }
    // Without this, libcurl asks the server for a "100 Continue" before sending a body over
    // 1 KB and waits a second for servers that do not answer it.
    curl_string_list *appended = curl.slist_append(header_list, "Expect:");
    if (appended != NULL) header_list = appended;

    char error_buffer[error_buffer_size] = {0};
    response_buffer buffer = {NULL, 0, 0, max_response_length, 0};
    curl.easy_setopt(handle, option_url, url);
    curl.easy_setopt(handle, option_protocols, (long)(protocol_http | protocol_https));
    curl.easy_setopt(handle, option_redirect_protocols, (long)(protocol_http | protocol_https));
    curl.easy_setopt(handle, option_no_signal, 1L);
    curl.easy_setopt(handle, option_error_buffer, error_buffer);
    curl.easy_setopt(handle, option_post, 1L);
    curl.easy_setopt(handle, option_post_fields, body);
    curl.easy_setopt(handle, option_post_field_size_large, (int64_t)body_length);
    curl.easy_setopt(handle, option_http_header, header_list);
    curl.easy_setopt(handle, option_follow_location, 1L);
    curl.easy_setopt(handle, option_max_redirects, 10L);
    curl.easy_setopt(handle, option_post_redirect, (long)post_redirect_all);
    curl.easy_setopt(handle, option_accept_encoding, "");
    curl.easy_setopt(handle, option_timeout_milliseconds, timeout_milliseconds);
    curl.easy_setopt(handle, option_write_function, (curl_write_function)append_to_buffer);
    curl.easy_setopt(handle, option_write_data, &buffer);

    curl_code code = curl.easy_perform(handle);
    if (code == code_ok) {
        result->outcome = gst_http_responded;
        curl.easy_getinfo(handle, info_response_code, &result->status);
        const char *content_type = NULL;
        if (curl.easy_getinfo(handle, info_content_type, &content_type) == code_ok && content_type != NULL) {
            result->content_type = copy_string(content_type);
        }
        result->body = buffer.bytes;
        result->body_length = buffer.length;
        buffer.bytes = NULL;
    } else if (code == code_write_error && buffer.exceeded) {
        snprintf(result->message, sizeof result->message, "the response is larger than %zu bytes", max_response_length);
        result->outcome = gst_http_too_large;
    } else if (code == code_operation_timed_out) {
        fail(result, gst_http_timed_out, error_buffer[0] != 0 ? error_buffer : curl.easy_strerror(code));
    } else {
        fail(result, gst_http_transport_failed, error_buffer[0] != 0 ? error_buffer : curl.easy_strerror(code));
    }
    free(buffer.bytes);
    curl.slist_free_all(header_list);
    curl.easy_cleanup(handle);
}

void gst_http_result_release(gst_http_result *result) {
    free(result->content_type);
    free(result->body);
    result->content_type = NULL;
    result->body = NULL;
    result->body_length = 0;
}
