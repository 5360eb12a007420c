"""Makes the `digits` short-answer set of BENCHMARKS.md's thirteenth session in ./digits.

usage: make-digits.py FSDD_GIT_DIR   (a clone of github.com/Jakobovski/free-spoken-digit-dataset)
Needs sox. Each clip is one speaker's digit recordings joined with 0.12 s gaps, at 16 kHz,
padded 0.3 s before and 0.8 s after; the seed fixes which digits and recordings are drawn."""
import random, subprocess, os, sys
repo = sys.argv[1]
names = "zero one two three four five six seven eight nine".split()
speakers = ["george", "jackson", "lucas", "nicolas", "theo", "yweweler"]
rng = random.Random(14)
rows = []
os.makedirs("digits/src", exist_ok=True)
for sp in speakers:
    for n in range(8):
        length = [1, 2, 3, 3, 4, 4, 5, 6][n]
        digits = [rng.randrange(10) for _ in range(length)]
        parts = []
        for i, d in enumerate(digits):
            idx = rng.randrange(50)
            src = f"digits/src/{d}_{sp}_{idx}.wav"
            with open(src, "wb") as f:
                f.write(subprocess.run(["git", "-C", repo, "show", f"HEAD:recordings/{d}_{sp}_{idx}.wav"], capture_output=True, check=True).stdout)
            up = f"digits/src/{d}_{sp}_{idx}_16k.wav"
            subprocess.run(["sox", "-q", src, "-r", "16000", "-c", "1", "-b", "16", up], check=True)
            parts.append(up)
        name = f"d_{sp}_{n}.wav"
        gap = f"digits/src/gap.wav"
        subprocess.run(["sox", "-q", "-n", "-r", "16000", "-c", "1", "-b", "16", gap, "trim", "0", "0.12"], check=True)
        seq = []
        for i, p in enumerate(parts):
            if i: seq.append(gap)
            seq.append(p)
        subprocess.run(["sox", "-q", *seq, f"digits/{name}", "pad", "0.3", "0.8"], check=True)
        dur = float(subprocess.run(["soxi", "-D", f"digits/{name}"], capture_output=True, text=True).stdout)
        rows.append((name, f"{dur:.3f}", " ".join(names[d] for d in digits)))
with open("digits/manifest.tsv", "w") as f:
    f.write("file\tduration_s\ttranscript\n")
    for r in rows: f.write("\t".join(r) + "\n")
print(len(rows))
