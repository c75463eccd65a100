#ifndef GEN_SHARED_TYPES_CLIBCURL_H
#define GEN_SHARED_TYPES_CLIBCURL_H

#include <stddef.h>

/// How an HTTP exchange ended.
typedef enum {
    /// A complete HTTP response arrived (of any status).
    gst_http_responded = 0,
    /// No complete response within the time limit.
    gst_http_timed_out = 1,
    /// The connection could not be made or broke (DNS, refused, TLS, a redirect loop, ...).
    gst_http_transport_failed = 2,
    /// libcurl could not be loaded on this machine (or the curl command was not found).
    gst_http_unavailable = 3,
    /// The response body is larger than the limit given.
    gst_http_too_large = 4,
} gst_http_outcome;

typedef struct {
    gst_http_outcome outcome;
    long status;
    /// The response's Content-Type, or NULL; owned by the result.
    char *content_type;
    /// The response body; owned by the result.
    unsigned char *body;
    size_t body_length;
    /// Why the exchange failed, for anything but gst_http_responded.
    char message[512];
} gst_http_result;

/// Sends one HTTP(S) POST with libcurl, loaded on first use, and waits for the answer.
/// `headers` are complete header lines ("Name: value"). Redirects are followed (POST stays
/// POST), only to http and https. Release the result with gst_http_result_release.
void gst_http_post(const char *url, const char *const *headers, size_t header_count,
                   const unsigned char *body, size_t body_length,
                   long timeout_milliseconds, size_t max_response_length,
                   gst_http_result *result);

void gst_http_result_release(gst_http_result *result);

/// The same POST as gst_http_post, sent by running `command` (normally "curl", looked up on
/// PATH) with the request described on its standard input. Body and response pass through a
/// private folder made in `temporary_folder` (NULL or empty: /tmp) and removed afterwards.
void gst_http_post_with_command(const char *command, const char *temporary_folder, const char *url, const char *const *headers, size_t header_count,
                                const unsigned char *body, size_t body_length,
                                long timeout_milliseconds, size_t max_response_length,
                                gst_http_result *result);

/// 1 when this process is a statically linked executable, which must not load libcurl (a
/// second C library would come with it); 0 otherwise, and always on Apple platforms.
int gst_process_is_statically_linked(void);

#endif
