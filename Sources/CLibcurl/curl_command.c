// The same POST as gst_http_post, sent by running the curl command. A statically linked
// executable cannot use libcurl: dlopen there loads a second C library, and the first thread
// libcurl starts (its resolver's) crashes in it. Secrets in headers never reach the command
// line (other users can read that): the whole request is described in a curl configuration
// written to curl's standard input.

#include "CLibcurl.h"

#include <errno.h>
#include <fcntl.h>
#include <spawn.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#if defined(__linux__)
#include <elf.h>
#include <link.h>
#include <sys/auxv.h>
#endif

extern char **environ;

int gst_process_is_statically_linked(void) {
#if defined(__linux__)
    // A dynamically linked executable names its loader in a PT_INTERP header (even when the
    // loader was started by hand: `ld.so ./gen-shared-types`).
    const ElfW(Phdr) *headers = (const ElfW(Phdr) *)getauxval(AT_PHDR);
    size_t count = (size_t)getauxval(AT_PHNUM);
    if (headers == NULL) return 0;
    for (size_t index = 0; index < count; index++) {
        if (headers[index].p_type == PT_INTERP) return 0;
    }
    return 1;
#else
    return 0;
#endif
}

// MARK: - The configuration

typedef struct {
    char *bytes;
    size_t length;
    size_t capacity;
    int failed;
} text_buffer;

static void append_bytes(text_buffer *text, const char *bytes, size_t length) {
    if (text->failed) return;
    if (text->length + length + 1 > text->capacity) {
        size_t capacity = text->capacity == 0 ? 4096 : text->capacity;
        while (capacity < text->length + length + 1) capacity *= 2;
        char *grown = realloc(text->bytes, capacity);
        if (grown == NULL) {
            text->failed = 1;
            return;
        }
        text->bytes = grown;
        text->capacity = capacity;
    }
    memcpy(text->bytes + text->length, bytes, length);
    text->length += length;
    text->bytes[text->length] = 0;
}

static void append_text(text_buffer *text, const char *string) { append_bytes(text, string, strlen(string)); }

// `name = "value"`, with the value escaped as curl's configuration files expect. The callers
// have rejected line breaks and NULs already; any other control character is refused here
// too, so that nothing can end the line early and add an option of its own.
static int append_option(text_buffer *text, const char *name, const char *value) {
    append_text(text, name);
    append_text(text, " = \"");
    for (const char *cursor = value; *cursor != 0; cursor++) {
        unsigned char byte = (unsigned char)*cursor;
        if (byte < 0x20 && byte != '\t') return 0;
        if (byte == '"' || byte == '\\') append_bytes(text, "\\", 1);
        append_bytes(text, cursor, 1);
    }
    append_text(text, "\"\n");
    return 1;
}

// MARK: - Files in a private folder

typedef struct {
    char folder[4096];
    char request[4200];
    char response[4200];
    char status[4200];
    char errors[4200];
} work_files;

static int make_work_files(work_files *files, const char *base) {
    if (base == NULL || base[0] == 0) base = "/tmp";
    size_t length = strlen(base);
    while (length > 1 && base[length - 1] == '/') length--;
    if (snprintf(files->folder, sizeof files->folder, "%.*s/gen-shared-types-fetch-XXXXXX", (int)length, base) >= (int)sizeof files->folder) return 0;
    if (mkdtemp(files->folder) == NULL) return 0;
    snprintf(files->request, sizeof files->request, "%s/request", files->folder);
    snprintf(files->response, sizeof files->response, "%s/response", files->folder);
    snprintf(files->status, sizeof files->status, "%s/status", files->folder);
    snprintf(files->errors, sizeof files->errors, "%s/errors", files->folder);
    return 1;
}

static void remove_work_files(const work_files *files) {
    unlink(files->request);
    unlink(files->response);
    unlink(files->status);
    unlink(files->errors);
    rmdir(files->folder);
}

static int write_file(const char *path, const unsigned char *bytes, size_t length) {
    int descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
    if (descriptor < 0) return 0;
    size_t written = 0;
    while (written < length) {
        ssize_t count = write(descriptor, bytes + written, length - written);
        if (count < 0 && errno == EINTR) continue;
        if (count <= 0) {
            close(descriptor);
            return 0;
        }
        written += (size_t)count;
    }
    return close(descriptor) == 0;
}

// Reads up to `limit` bytes of `path` into a new buffer (NUL-terminated, not counted).
// A missing file reads as empty: curl creates its output file only once data arrives.
// Returns 0 when the file could not be read, 2 when it is larger than `limit`.
static int read_file(const char *path, size_t limit, unsigned char **bytes, size_t *length) {
    *bytes = NULL;
    *length = 0;
    int descriptor = open(path, O_RDONLY | O_CLOEXEC);
    if (descriptor < 0) {
        if (errno != ENOENT) return 0;
        *bytes = calloc(1, 1);
        return *bytes != NULL;
    }
    struct stat info;
    if (fstat(descriptor, &info) != 0) {
        close(descriptor);
        return 0;
    }
    if ((size_t)info.st_size > limit) {
        close(descriptor);
        return 2;
    }
    size_t size = (size_t)info.st_size;
    unsigned char *buffer = malloc(size + 1);
    if (buffer == NULL) {
        close(descriptor);
        return 0;
    }
    size_t filled = 0;
    while (filled < size) {
        ssize_t count = read(descriptor, buffer + filled, size - filled);
        if (count < 0 && errno == EINTR) continue;
        if (count <= 0) break;
        filled += (size_t)count;
    }
    close(descriptor);
    buffer[filled] = 0;
    *bytes = buffer;
    *length = filled;
    return 1;
}

static void fail(gst_http_result *result, gst_http_outcome outcome, const char *format, ...) {
    result->outcome = outcome;
    va_list arguments;
    va_start(arguments, format);
    vsnprintf(result->message, sizeof result->message, format, arguments);
    va_end(arguments);
}

// curl's own message, "curl: (7) Failed to connect ...", without the prefix and line break.
static void fail_with_curl_message(gst_http_result *result, gst_http_outcome outcome, const char *errors, int status) {
    const char *message = errors;
    if (strncmp(message, "curl: (", 7) == 0) {
        const char *end = strstr(message, ") ");
        if (end != NULL) message = end + 2;
    }
    size_t length = strcspn(message, "\r\n");
    if (length == 0) {
        fail(result, outcome, "the curl command failed (exit status %d)", status);
    } else {
        fail(result, outcome, "%.*s", (int)length, message);
    }
}

// MARK: - Running curl

// curl's exit statuses that have an outcome of their own.
enum {
    curl_exit_timed_out = 28,
    curl_exit_file_too_large = 63,
};

static int run_curl(const char *command, const text_buffer *configuration, int *exit_status, int *signal_number,
                    const work_files *files, gst_http_result *result) {
    int config_pipe[2];
    if (pipe(config_pipe) != 0) {
        fail(result, gst_http_transport_failed, "cannot start the curl command (%s)", strerror(errno));
        return 0;
    }
    // With standard input, output or error closed, the pipe could take their numbers, and
    // the child's redirections would then close or overwrite it: move it above them.
    for (int end = 0; end < 2; end++) {
        if (config_pipe[end] <= 2) {
            int moved = fcntl(config_pipe[end], F_DUPFD, 3);
            if (moved >= 0) {
                close(config_pipe[end]);
                config_pipe[end] = moved;
            }
        }
    }
    fcntl(config_pipe[0], F_SETFD, FD_CLOEXEC);
    fcntl(config_pipe[1], F_SETFD, FD_CLOEXEC);
    // Written before curl starts, while this process still holds the reading end: the write
    // can neither block nor raise SIGPIPE. A configuration that does not fit in the pipe
    // (headers of tens of kilobytes) is refused rather than waited on.
    fcntl(config_pipe[1], F_SETFL, O_NONBLOCK);
    ssize_t written = write(config_pipe[1], configuration->bytes, configuration->length);
    close(config_pipe[1]);
    if (written != (ssize_t)configuration->length) {
        close(config_pipe[0]);
        fail(result, gst_http_transport_failed, "the request's headers are too long to hand to the curl command");
        return 0;
    }

    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, config_pipe[0], 0);
    posix_spawn_file_actions_addopen(&actions, 1, files->status, O_WRONLY | O_CREAT | O_TRUNC, 0600);
    posix_spawn_file_actions_addopen(&actions, 2, files->errors, O_WRONLY | O_CREAT | O_TRUNC, 0600);
    // `-q` (first, or it is ignored) keeps the user's ~/.curlrc out of the request.
    char *const arguments[] = {(char *)command, "-q", "--config", "-", NULL};
    pid_t child = 0;
    int spawned = posix_spawnp(&child, command, &actions, NULL, arguments, environ);
    posix_spawn_file_actions_destroy(&actions);
    close(config_pipe[0]);
    if (spawned != 0) {
        if (spawned == ENOENT) {
            fail(result, gst_http_unavailable, "fetching needs the curl command, which was not found on PATH");
        } else {
            fail(result, gst_http_unavailable, "the curl command could not be started (%s)", strerror(spawned));
        }
        return 0;
    }
    int status = 0;
    while (waitpid(child, &status, 0) < 0) {
        if (errno != EINTR) {
            fail(result, gst_http_transport_failed, "lost track of the curl command (%s)", strerror(errno));
            return 0;
        }
    }
    *exit_status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    *signal_number = WIFSIGNALED(status) ? WTERMSIG(status) : 0;
    return 1;
}

void gst_http_post_with_command(const char *command, const char *temporary_folder, const char *url, const char *const *headers, size_t header_count,
                                const unsigned char *body, size_t body_length,
                                long timeout_milliseconds, size_t max_response_length,
                                gst_http_result *result) {
    memset(result, 0, sizeof *result);
    work_files files;
    if (!make_work_files(&files, temporary_folder)) {
        fail(result, gst_http_transport_failed, "cannot create a temporary folder for the curl command (%s)", strerror(errno));
        return;
    }
    if (!write_file(files.request, body, body_length)) {
        fail(result, gst_http_transport_failed, "cannot write the request for the curl command (%s)", strerror(errno));
        remove_work_files(&files);
        return;
    }

    text_buffer configuration = {NULL, 0, 0, 0};
    char number[64];
    // Quiet but for errors; the address taken literally (no [] or {} globbing).
    append_text(&configuration, "silent\nshow-error\ngloboff\n");
    int valid = 1;
    append_text(&configuration, "location\nmax-redirs = 10\npost301\npost302\npost303\n");
    valid &= append_option(&configuration, "proto", "=http,https");
    valid &= append_option(&configuration, "proto-redir", "=http,https");
    snprintf(number, sizeof number, "%ld.%03ld", timeout_milliseconds / 1000, timeout_milliseconds % 1000);
    valid &= append_option(&configuration, "max-time", number);
    snprintf(number, sizeof number, "%zu", max_response_length);
    valid &= append_option(&configuration, "max-filesize", number);
    valid &= append_option(&configuration, "url", url);
    for (size_t index = 0; index < header_count; index++) {
        valid &= append_option(&configuration, "header", headers[index]);
    }
    // As with libcurl: no "100 Continue" round trip before the body.
    valid &= append_option(&configuration, "header", "Expect:");
    char reference[4300];
    snprintf(reference, sizeof reference, "@%s", files.request);
    valid &= append_option(&configuration, "data-binary", reference);
    valid &= append_option(&configuration, "output", files.response);
    valid &= append_option(&configuration, "write-out", "%{http_code} %{content_type}");
    if (configuration.failed || !valid) {
        fail(result, gst_http_transport_failed, configuration.failed ? "out of memory" : "a header or the address contains a control character");
        free(configuration.bytes);
        remove_work_files(&files);
        return;
    }

    int exit_status = 0, signal_number = 0;
    int ran = run_curl(command, &configuration, &exit_status, &signal_number, &files, result);
    free(configuration.bytes);
    if (!ran) {
        remove_work_files(&files);
        return;
    }

    unsigned char *errors = NULL, *status_line = NULL;
    size_t errors_length = 0, status_length = 0;
    read_file(files.errors, 4096, &errors, &errors_length);
    const char *error_text = errors != NULL ? (const char *)errors : "";
    if (signal_number != 0) {
        fail(result, gst_http_transport_failed, "the curl command ended with signal %d", signal_number);
    } else if (exit_status == curl_exit_timed_out) {
        fail_with_curl_message(result, gst_http_timed_out, error_text, exit_status);
    } else if (exit_status == curl_exit_file_too_large) {
        fail(result, gst_http_too_large, "the response is larger than %zu bytes", max_response_length);
    } else if (exit_status != 0) {
        fail_with_curl_message(result, gst_http_transport_failed, error_text, exit_status);
    } else if (read_file(files.status, 4096, &status_line, &status_length) != 1) {
        fail(result, gst_http_transport_failed, "the curl command reported no HTTP status");
    } else {
        // "<status> <content type>"; the type is empty when the server sent none.
        char *space = strchr((char *)status_line, ' ');
        result->status = strtol((const char *)status_line, NULL, 10);
        if (space != NULL && space[1] != 0) {
            size_t length = strcspn(space + 1, "\r\n");
            result->content_type = malloc(length + 1);
            if (result->content_type != NULL) {
                memcpy(result->content_type, space + 1, length);
                result->content_type[length] = 0;
            }
        }
        int response_read = read_file(files.response, max_response_length, &result->body, &result->body_length);
        if (response_read == 2) {
            gst_http_result_release(result);
            fail(result, gst_http_too_large, "the response is larger than %zu bytes", max_response_length);
        } else if (response_read == 0 || result->status <= 0) {
            gst_http_result_release(result);
            fail(result, gst_http_transport_failed, "the curl command's response could not be read");
        } else {
            result->outcome = gst_http_responded;
        }
    }
    free(errors);
    free(status_line);
    remove_work_files(&files);
}
