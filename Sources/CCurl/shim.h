#include <curl/curl.h>

// curl_easy_setopt and curl_easy_getinfo are variadic, which Swift can't call: one typed
// wrapper per kind of value dictate passes.

typedef size_t (*dictate_curl_write_callback)(char *data, size_t size, size_t count, void *context);
typedef int (*dictate_curl_progress_callback)(void *context, curl_off_t total, curl_off_t now,
                                              curl_off_t upload_total, curl_off_t upload_now);

static inline CURLcode dictate_curl_set_long(CURL *handle, CURLoption option, long value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode dictate_curl_set_string(CURL *handle, CURLoption option, const char *value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode dictate_curl_set_pointer(CURL *handle, CURLoption option, void *value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode dictate_curl_set_write(CURL *handle, dictate_curl_write_callback callback) {
    return curl_easy_setopt(handle, CURLOPT_WRITEFUNCTION, callback);
}

static inline CURLcode dictate_curl_set_progress(CURL *handle, dictate_curl_progress_callback callback) {
    return curl_easy_setopt(handle, CURLOPT_XFERINFOFUNCTION, callback);
}

static inline long dictate_curl_response_code(CURL *handle) {
    long code = 0;
    curl_easy_getinfo(handle, CURLINFO_RESPONSE_CODE, &code);
    return code;
}

static inline curl_off_t dictate_curl_content_length(CURL *handle) {
    curl_off_t length = -1;
    curl_easy_getinfo(handle, CURLINFO_CONTENT_LENGTH_DOWNLOAD_T, &length);
    return length;
}
