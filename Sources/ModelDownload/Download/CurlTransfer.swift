import CCurl
import Foundation

/// One HTTP GET through libcurl, its body appended to an open file from a byte offset.
///
/// libcurl rather than Foundation's URLSession: on Linux URLSession is itself built on libcurl but
/// hides what a resumable download needs to tell apart (a connection cut short, a server that
/// ignored the range, a failed write to a full disk) behind generic errors. libcurl reads the
/// proxy variables (`https_proxy`, `http_proxy`, `all_proxy`, `no_proxy`) by itself.
enum CurlTransfer {
    /// How a transfer ended.
    enum Outcome: Equatable {
        /// The whole body is in the file (the whole file, when the server ignored the range).
        case complete
        /// The server answered with an error status; nothing was written.
        case httpError(status: Int)
        /// Writing to the file failed with `errno`.
        case writeFailed(errno: Int32)
        /// No answer or a broken connection, in libcurl's words.
        case failed(reason: String)
    }

    /// What the callbacks share with the transfer; they run on the thread that called ``get``.
    fileprivate final class Context {
        let descriptor: Int32
        var offset: Int
        var checkedStatus = false
        var writeErrno: Int32 = 0
        let handle: UnsafeMutableRawPointer
        let progress: (_ received: Int, _ total: Int?) -> Void

        init(descriptor: Int32, offset: Int, handle: UnsafeMutableRawPointer, progress: @escaping (Int, Int?) -> Void) {
            self.descriptor = descriptor
            self.offset = offset
            self.handle = handle
            self.progress = progress
        }
    }

    private static let globalInit: Void = { curl_global_init(Int(CURL_GLOBAL_DEFAULT)) }()

    /// Fetches `url` from byte `offset` into `descriptor` (positioned at `offset`); blocks the calling thread.
    static func get(_ url: String, offset: Int, into descriptor: Int32, userAgent: String,
                    progress: (_ received: Int, _ total: Int?) -> Void) -> Outcome {
        // The context lives only as long as this call, and the callbacks run only within it.
        withoutActuallyEscaping(progress) { progress in
            perform(url, offset: offset, into: descriptor, userAgent: userAgent, progress: progress)
        }
    }

    private static func perform(_ url: String, offset: Int, into descriptor: Int32, userAgent: String,
                                progress: @escaping (_ received: Int, _ total: Int?) -> Void) -> Outcome {
        _ = globalInit
        guard let handle = curl_easy_init() else { return .failed(reason: "libcurl could not start a transfer") }
        defer { curl_easy_cleanup(handle) }
        let context = Context(descriptor: descriptor, offset: offset, handle: handle, progress: progress)
        let pointer = Unmanaged.passUnretained(context).toOpaque()
        var errorText = [CChar](repeating: 0, count: Int(CURL_ERROR_SIZE) + 1)
        let code = errorText.withUnsafeMutableBufferPointer { buffer in
            _ = dictate_curl_set_string(handle, CURLOPT_URL, url)
            _ = dictate_curl_set_string(handle, CURLOPT_USERAGENT, userAgent)
            _ = dictate_curl_set_long(handle, CURLOPT_FOLLOWLOCATION, 1)
            _ = dictate_curl_set_long(handle, CURLOPT_FAILONERROR, 1)
            _ = dictate_curl_set_long(handle, CURLOPT_CONNECTTIMEOUT, 30)
            // A connection that carries nothing for a minute is broken; the partial file stays for a retry.
            _ = dictate_curl_set_long(handle, CURLOPT_LOW_SPEED_LIMIT, 1)
            _ = dictate_curl_set_long(handle, CURLOPT_LOW_SPEED_TIME, 60)
            // A range rather than libcurl's resume option, which fails when the server sends the
            // whole file: that answer is taken, replacing the partial file (see `write`).
            if offset > 0 { _ = dictate_curl_set_string(handle, CURLOPT_RANGE, "\(offset)-") }
            _ = dictate_curl_set_pointer(handle, CURLOPT_ERRORBUFFER, buffer.baseAddress)
            _ = dictate_curl_set_pointer(handle, CURLOPT_WRITEDATA, pointer)
            _ = dictate_curl_set_write(handle) { data, size, count, context in
                guard let data, let context else { return 0 }
                return Unmanaged<Context>.fromOpaque(context).takeUnretainedValue().write(data, size * count)
            }
            _ = dictate_curl_set_long(handle, CURLOPT_NOPROGRESS, 0)
            _ = dictate_curl_set_pointer(handle, CURLOPT_XFERINFODATA, pointer)
            _ = dictate_curl_set_progress(handle) { context, total, now, _, _ in
                guard let context else { return 0 }
                let state = Unmanaged<Context>.fromOpaque(context).takeUnretainedValue()
                state.progress(state.offset + Int(now), total > 0 ? state.offset + Int(total) : nil)
                return 0
            }
            return curl_easy_perform(handle)
        }
        switch code {
        case CURLE_OK: return .complete
        case CURLE_HTTP_RETURNED_ERROR: return .httpError(status: Int(dictate_curl_response_code(handle)))
        case CURLE_WRITE_ERROR where context.writeErrno != 0: return .writeFailed(errno: context.writeErrno)
        default:
            let detail = String(decoding: errorText.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            return .failed(reason: detail.isEmpty ? String(cString: curl_easy_strerror(code)) : detail)
        }
    }
}

private extension CurlTransfer.Context {
    /// Appends a piece of the body; a server that ignored the range sends the whole file, which then
    /// replaces what was there. Returning less than `count` makes libcurl stop with a write error.
    func write(_ data: UnsafeMutablePointer<CChar>, _ count: Int) -> Int {
        if !checkedStatus {
            checkedStatus = true
            if offset > 0 && dictate_curl_response_code(handle) == 200 {
                guard ftruncate(descriptor, 0) == 0, lseek(descriptor, 0, SEEK_SET) == 0 else {
                    writeErrno = errno
                    return 0
                }
                offset = 0
            }
        }
        var written = 0
        while written < count {
            let result = Foundation.write(descriptor, data + written, count - written)
            if result < 0 {
                if errno == EINTR { continue }
                writeErrno = errno
                return written
            }
            written += result
        }
        return count
    }
}
