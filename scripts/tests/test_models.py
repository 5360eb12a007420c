"""Tests for scripts/models.py on tiny synthetic CTranslate2 models.

Run with: python3 -m unittest discover scripts/tests
"""
import hashlib
import os
import struct
import sys
import tempfile
import unittest

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import models  # noqa: E402

STATE, HEADS, VOCAB, AUDIO_CTX, TEXT_CTX, MELS = 4, 2, 6, 5, 3, 80


def ct2_string(text):
    raw = text.encode() + b"\0"
    return struct.pack("<H", len(raw)) + raw


def ct2_model(variables, aliases=(), spec="WhisperSpec"):
    """Serialise {name: array} as a CTranslate2 binary version 6 model.bin."""
    codes = {np.dtype("<f4"): 0, np.dtype("i1"): 1, np.dtype("<i2"): 2, np.dtype("<i4"): 3,
             np.dtype("<f2"): 4}
    out = struct.pack("<I", 6) + ct2_string(spec) + struct.pack("<II", 3, len(variables))
    for name, array in variables.items():
        out += ct2_string(name) + struct.pack("<B", array.ndim)
        out += struct.pack(f"<{array.ndim}I", *array.shape)
        out += struct.pack("<BI", codes[array.dtype], array.nbytes) + array.tobytes()
    out += struct.pack("<I", len(aliases))
    for alias, target in aliases:
        out += ct2_string(alias) + ct2_string(target)
    return out


def whisper_variables(seed=0):
    """A one-layer WhisperSpec with random float16 weights and Whisper's zero key biases."""
    rng = np.random.default_rng(seed)

    def f16(*shape):
        return rng.standard_normal(shape).astype("<f2")

    def linear(prefix, rows, cols, zero_rows=None):
        bias = f16(rows)
        if zero_rows is not None:
            bias[zero_rows] = 0
        return {f"{prefix}/weight": f16(rows, cols), f"{prefix}/bias": bias}

    def norm(prefix):
        return {f"{prefix}/gamma": f16(STATE), f"{prefix}/beta": f16(STATE)}

    v = {
        "decoder/activation": np.array(3, "i1"), "decoder/alibi": np.array(0, "i1"),
        "decoder/pre_norm": np.array(1, "i1"), "decoder/scale_embeddings": np.array(0, "i1"),
        "decoder/start_from_zero_embedding": np.array(0, "i1"),
        "decoder/alignment_heads": np.array(1, "<i2"), "decoder/alignment_layer": np.array(-1, "<i2"),
        "encoder/num_heads": np.array(HEADS, "<i2"), "decoder/num_heads": np.array(HEADS, "<i2"),
        "encoder/conv1/weight": f16(STATE, MELS, 3), "encoder/conv1/bias": f16(STATE),
        "encoder/conv2/weight": f16(STATE, STATE, 3), "encoder/conv2/bias": f16(STATE),
        "encoder/position_encodings/encodings": f16(AUDIO_CTX, STATE),
        "decoder/position_encodings/encodings": f16(TEXT_CTX, STATE),
        "decoder/embeddings/weight": f16(VOCAB, STATE),
    }
    v.update(norm("encoder/layer_norm"))
    v.update(norm("decoder/layer_norm"))
    for side in ("encoder", "decoder"):
        layer = f"{side}/layer_0"
        v.update(linear(f"{layer}/self_attention/linear_0", 3 * STATE, STATE, slice(STATE, 2 * STATE)))
        v.update(linear(f"{layer}/self_attention/linear_1", STATE, STATE))
        v.update(norm(f"{layer}/self_attention/layer_norm"))
        v.update(linear(f"{layer}/ffn/linear_0", 4 * STATE, STATE))
        v.update(linear(f"{layer}/ffn/linear_1", STATE, 4 * STATE))
        v.update(norm(f"{layer}/ffn/layer_norm"))
    v.update(linear("decoder/layer_0/attention/linear_0", STATE, STATE))
    v.update(linear("decoder/layer_0/attention/linear_1", 2 * STATE, STATE, slice(0, STATE)))
    v.update(linear("decoder/layer_0/attention/linear_2", STATE, STATE))
    v.update(norm("decoder/layer_0/attention/layer_norm"))
    return v


TOKENS = ["a", "Ġb", "Ċ", "Ã©", "<|endoftext|>", "<|startoftranscript|>"]
ALIASES = [("decoder/projection/weight", "decoder/embeddings/weight")]


def read_ggml(path):
    """Parse a whisper.cpp model file into (hparams, filters, tokens, {name: (type, array)})."""
    with open(path, "rb") as handle:
        data = handle.read()
    pos = 0

    def ints(n):
        nonlocal pos
        values = struct.unpack_from(f"<{n}i", data, pos)
        pos += 4 * n
        return values

    header = ints(12)
    n_mel, n_fft = ints(2)
    filters = np.frombuffer(data, "<f4", n_mel * n_fft, pos).reshape(n_mel, n_fft)
    pos += filters.nbytes
    tokens = []
    for _ in range(ints(1)[0]):
        (length,) = ints(1)
        tokens.append(data[pos:pos + length])
        pos += length
    tensors = {}
    while pos < len(data):
        n_dims, name_length, ggml_type = ints(3)
        shape = tuple(reversed(ints(n_dims)))
        name = data[pos:pos + name_length].decode()
        pos += name_length
        array = np.frombuffer(data, ["<f4", "<f2"][ggml_type], int(np.prod(shape)), pos).reshape(shape)
        pos += array.nbytes
        tensors[name] = (ggml_type, array)
    return header, filters, tokens, tensors


class ConvertTest(unittest.TestCase):
    def setUp(self):
        self.dir = tempfile.TemporaryDirectory()
        self.addCleanup(self.dir.cleanup)

    def convert(self, variables, aliases=ALIASES, name="out.bin"):
        path = os.path.join(self.dir.name, name)
        models.convert(ct2_model(variables, aliases), TOKENS, path)
        return path

    def test_hparams_filters_and_vocabulary(self):
        header, filters, tokens, _ = read_ggml(self.convert(whisper_variables()))
        self.assertEqual(header, (0x67676D6C, VOCAB, AUDIO_CTX, STATE, HEADS, 1,
                                  TEXT_CTX, STATE, HEADS, 1, MELS, 1))
        self.assertEqual(filters.shape, (80, 201))
        # Special tokens are left to whisper.cpp; the others are GPT-2 byte-level decoded.
        self.assertEqual(tokens, [b"a", b" b", b"\n", "é".encode()])

    def test_tensors_are_split_renamed_and_copied_exactly(self):
        v = whisper_variables()
        _, _, _, tensors = read_ggml(self.convert(v))
        self.assertEqual(len(tensors), 5 + 15 + 2 + 2 + 24 + 2)
        fused = v["encoder/layer_0/self_attention/linear_0/weight"]
        for i, part in enumerate(("query", "key", "value")):
            ggml_type, array = tensors[f"encoder.blocks.0.attn.{part}.weight"]
            self.assertEqual(ggml_type, 1)
            np.testing.assert_array_equal(array.view("<u2"), fused[i * STATE:(i + 1) * STATE].view("<u2"))
        self.assertNotIn("encoder.blocks.0.attn.key.bias", tensors)
        self.assertNotIn("decoder.blocks.0.cross_attn.key.bias", tensors)
        np.testing.assert_array_equal(tensors["decoder.blocks.0.cross_attn.value.bias"][1],
                                      v["decoder/layer_0/attention/linear_1/bias"][STATE:].astype("<f4"))
        ggml_type, bias = tensors["encoder.conv1.bias"]
        self.assertEqual((ggml_type, bias.shape), (0, (STATE, 1)))
        self.assertEqual(tensors["decoder.positional_embedding"][0], 0)
        self.assertEqual(tensors["decoder.ln.weight"][0], 0)
        self.assertEqual(tensors["decoder.token_embedding.weight"][0], 1)

    def test_output_is_deterministic(self):
        first = self.convert(whisper_variables(), name="a.bin")
        second = self.convert(whisper_variables(), name="b.bin")
        with open(first, "rb") as a, open(second, "rb") as b:
            self.assertEqual(a.read(), b.read())

    def test_nonzero_key_bias_is_rejected(self):
        v = whisper_variables()
        v["decoder/layer_0/self_attention/linear_0/bias"][STATE] = 1
        with self.assertRaisesRegex(models.FormatError, "non-zero bias"):
            self.convert(v)

    def test_unknown_variable_is_rejected(self):
        v = whisper_variables()
        v["decoder/extra/weight"] = np.zeros((2, 2), "<f2")
        with self.assertRaisesRegex(models.FormatError, "decoder/extra/weight"):
            self.convert(v)

    def test_float32_weights_are_not_requantised(self):
        v = whisper_variables()
        v["encoder/layer_0/ffn/linear_0/weight"] = v["encoder/layer_0/ffn/linear_0/weight"].astype("<f4")
        with self.assertRaisesRegex(models.FormatError, "only float16"):
            self.convert(v)

    def test_untied_projection_is_rejected(self):
        v = whisper_variables()
        v["decoder/projection/weight"] = np.zeros((VOCAB, STATE), "<f2")
        with self.assertRaisesRegex(models.FormatError, "projection"):
            self.convert(v, aliases=())

    def test_vocabulary_size_must_match_embedding(self):
        path = os.path.join(self.dir.name, "out.bin")
        with self.assertRaisesRegex(models.FormatError, "vocabulary"):
            models.convert(ct2_model(whisper_variables(), ALIASES), TOKENS[:-1], path)


class PiecesTest(unittest.TestCase):
    def test_read_ct2_resolves_aliases(self):
        spec, variables = models.read_ct2(ct2_model({"x": np.arange(3, dtype="<i4")}, [("y", "x")]))
        self.assertEqual(spec, "WhisperSpec")
        np.testing.assert_array_equal(variables["y"], [0, 1, 2])

    def test_truncated_model_is_rejected(self):
        with self.assertRaisesRegex(models.FormatError, "truncated"):
            models.read_ct2(ct2_model({"x": np.arange(3, dtype="<i4")})[:-8])

    def test_byte_decoder_covers_every_byte_once(self):
        table = models.byte_decoder()
        self.assertEqual(sorted(table.values()), list(range(256)))
        self.assertEqual((table["Ġ"], table["Ċ"], table["!"]), (0x20, 0x0A, 0x21))

    def test_vocabulary_txt_keeps_empty_tokens(self):
        self.assertEqual(models.read_vocabulary("a\n\nb\n", is_json=False), ["a", "", "b"])

    def test_mel_filters_match_whisper(self):
        # sha256 of the float32 filters in whisper.cpp's models/for-tests-ggml-base.bin, which
        # hold Whisper's mel_filters.npz (librosa, Slaney scale and normalisation).
        filters = models.mel_filters()
        self.assertEqual(hashlib.sha256(filters.astype("<f4").tobytes()).hexdigest(),
                         "85818f156f7e189453901a515e4726d270d307f976e161cf9403e8caab405498")


if __name__ == "__main__":
    unittest.main()
