"""Makes the `espeak` short-answer set of BENCHMARKS.md's thirteenth session in ./espeak.

usage: make-espeak.py   (needs espeak-ng and sox; answers cycle through six voices and speeds,
padded 0.3 s before and 0.8 s after at 16 kHz, as the voice-form tests pad theirs)"""
import subprocess, itertools, os
os.makedirs("espeak", exist_ok=True)
answers = [
 "forty two", "seventeen", "three hundred and twelve", "nine thousand five hundred", "twenty one",
 "the third of May twenty twenty five", "July fourth", "the twelfth of December", "March ninth nineteen eighty seven", "next Tuesday",
 "my email is john dot smith at example dot com", "anna at mail dot org", "peter dot brown at gmail dot com",
 "Sarah Connor", "Michael Johnson", "Emily Davis", "Robert Lewandowski", "Maria Garcia",
 "yes", "no thanks", "maybe later", "it was fine",
 "twelve Baker Street", "London", "New York City", "Berlin Germany",
 "blue", "the green one please", "about half past three", "two tickets for Saturday",
 "my phone number is five five five one two three four", "zip code nine four one zero three",
 "I would like a refund", "the package never arrived", "please call me tomorrow", "order number eight eight two",
]
voices = [("en-us", 150), ("en-gb", 150), ("en-us", 175), ("en-gb+f3", 160), ("en-us+m3", 140), ("en-gb", 175)]
rows = []
for i, (text, (voice, speed)) in enumerate(zip(answers, itertools.cycle(voices))):
    name = f"a{i:02d}.wav"
    raw = f"espeak/raw{i}.wav"
    subprocess.run(["espeak-ng", "-v", voice, "-s", str(speed), "-w", raw, text], check=True)
    subprocess.run(["sox", "-q", raw, "-r", "16000", "-c", "1", "-b", "16", f"espeak/{name}", "pad", "0.3", "0.8"], check=True)
    dur = float(subprocess.run(["soxi", "-D", f"espeak/{name}"], capture_output=True, text=True).stdout)
    rows.append((name, f"{dur:.3f}", text, f"{voice} -s {speed}"))
with open("espeak/manifest.tsv", "w") as f:
    f.write("file\tduration_s\ttranscript\tvoice\n")
    for r in rows: f.write("\t".join(r) + "\n")
print(len(rows))
