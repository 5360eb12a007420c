#!/usr/bin/env python3
"""Serves a folder over HTTP on 127.0.0.1 with byte ranges, for dictate's download tests.

--port-file PATH   the port it listens on is written there once it accepts connections
--drop-first N     the first N requests for a file are cut off halfway: the headers promise the
                   whole range, half of it is sent, then the connection is closed
--slow-first N     the first N requests for a file are answered at about 250 kB/s
--ignore-ranges    every request is answered with the whole file, as some servers do
Each request is logged to stderr as "GET PATH START STATUS".
"""
import argparse
import http.server
import os
import re
import threading
import time

parser = argparse.ArgumentParser()
parser.add_argument("--directory", required=True)
parser.add_argument("--port-file", required=True)
parser.add_argument("--drop-first", type=int, default=0)
parser.add_argument("--slow-first", type=int, default=0)
parser.add_argument("--ignore-ranges", action="store_true")
options = parser.parse_args()
drops_left = options.drop_first
slow_left = options.slow_first
lock = threading.Lock()


class Handler(http.server.BaseHTTPRequestHandler):
    def log_message(self, format, *args):
        pass

    def do_GET(self):
        global drops_left, slow_left
        path = os.path.join(options.directory, os.path.basename(self.path))
        if not os.path.isfile(path):
            self.answer(404, 0)
            return
        size = os.path.getsize(path)
        start, end = 0, size - 1
        match = None if options.ignore_ranges else re.fullmatch(r"bytes=(\d+)-(\d*)", self.headers.get("Range", ""))
        if match:
            start = int(match.group(1))
            end = min(int(match.group(2)), size - 1) if match.group(2) else size - 1
            if start >= size:
                self.answer(416, start, {"Content-Range": f"bytes */{size}"})
                return
        status = 206 if match else 200
        headers = {"Content-Length": str(end - start + 1), "Accept-Ranges": "bytes"}
        if match:
            headers["Content-Range"] = f"bytes {start}-{end}/{size}"
        self.answer(status, start, headers)
        with lock:
            drop = drops_left > 0
            drops_left -= 1 if drop else 0
            slow = slow_left > 0
            slow_left -= 1 if slow else 0
        length = (end - start + 1) // 2 if drop else end - start + 1
        with open(path, "rb") as file:
            file.seek(start)
            while length > 0:
                chunk = file.read(min(length, 1 << 16))
                if not chunk:
                    break
                self.wfile.write(chunk)
                length -= len(chunk)
                if slow:
                    time.sleep(len(chunk) / 2.5e5)
        if drop:
            self.wfile.flush()
            self.close_connection = True
            self.connection.shutdown(2)

    def answer(self, status, start, headers=None):
        self.log_line(status, start)
        self.send_response(status)
        for name, value in (headers or {"Content-Length": "0"}).items():
            self.send_header(name, value)
        self.end_headers()

    def log_line(self, status, start):
        os.write(2, f"GET {self.path} {start} {status}\n".encode())


server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
with open(options.port_file + ".tmp", "w") as file:
    file.write(str(server.server_address[1]))
os.rename(options.port_file + ".tmp", options.port_file)
server.serve_forever()
