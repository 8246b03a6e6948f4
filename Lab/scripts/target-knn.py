#!/usr/bin/env python3
"""Issue #21: could any target rule get within a point of the corpus's ceiling if it knew the
finger's true lift height and velocity? Learns a k-nearest-neighbour rule from one seed set's
lifts and scores it, per seed, on another's, next to the engine's target rule on the same
truth (`sheetlab study --truth-csv`).

Each lift is described relative to its direction of motion: the distance from the resting
position behind the finger, the speed, the gaps to the next two positions ahead, how many lie
ahead, the distance from where the drag started, and the contact time; the label is how many
positions ahead of the one behind the person meant. A learned rule over these, fitted to the
tuning seeds with no prior about nudges or projection, says how much intent the information
at the lift carries; the ceiling counts a nudge and a flick that look alike as both right.

Usage:
  swift run -c release --package-path Lab sheetlab study --truth-csv /tmp/tune.csv --count 300 --seed 1 --seeds 20
  swift run -c release --package-path Lab sheetlab study --truth-csv /tmp/val.csv --count 900 --seed 20261201 --seeds 20
  Lab/scripts/target-knn.py /tmp/tune.csv /tmp/val.csv      (numpy)
"""
import csv
import sys

import numpy as np

KINDS = ["placement", "flick", "accelerating", "nudge", "peek"]


def load(path):
    features, labels, meta = [], [], []
    for row in csv.DictReader(open(path)):
        positions = [float(x) for x in row["positions"].split(";")]
        h, v = float(row["h"]), float(row["v"])
        direction = -1 if v < 0 else 1
        if direction > 0:
            behind = max([i for i, p in enumerate(positions) if p <= h + 0.5], default=0)
            ahead = positions[behind + 1 :]
        else:
            candidates = [i for i, p in enumerate(positions) if p >= h - 0.5]
            behind = min(candidates, default=len(positions) - 1)
            ahead = positions[:behind][::-1]
        base = positions[behind]
        gap1 = abs(ahead[0] - base) if ahead else 2000
        gap2 = abs(ahead[1] - ahead[0]) if len(ahead) > 1 else 2000
        start = positions[int(row["start"])]
        features.append(
            [
                np.log1p(abs(h - base)), np.log1p(abs(v)), np.log1p(gap1), np.log1p(gap2),
                min(len(ahead), 3), np.log1p(abs(h - start)), np.log(float(row["contact"])),
            ]
        )
        labels.append((int(row["intent"]) - behind) * direction)
        meta.append((row["seed"], row["kind"], row["engine"] == "true"))
    return np.array(features), np.array(labels), meta


def spread(values):
    values = sorted(values)
    return f"{values[(len(values) - 1) // 2]:.1f} / {values[0]:.1f}"


def main(train_path, test_path, k=15):
    x_train, y_train, _ = load(train_path)
    x_test, y_test, meta = load(test_path)
    mean, scale = x_train.mean(0), x_train.std(0) + 1e-9
    x_train, x_test = (x_train - mean) / scale, (x_test - mean) / scale
    predicted = np.zeros(len(x_test), dtype=int)
    for first in range(0, len(x_test), 1000):
        distances = ((x_test[first : first + 1000, None, :] - x_train[None, :, :]) ** 2).sum(-1)
        nearest = np.argpartition(distances, k, axis=1)[:, :k]
        for j, row in enumerate(nearest):
            values, counts = np.unique(y_train[row], return_counts=True)
            predicted[first + j] = values[np.argmax(counts)]
    right = predicted == y_test
    seeds = sorted({m[0] for m in meta})
    print("| rule (true lift velocity) | intent | " + " | ".join(KINDS) + " |")
    print("|---|---:|" + "---:|" * len(KINDS))
    for name, hit in [("engine's target rule", [m[2] for m in meta]), (f"{k}-NN", right)]:
        cells = [spread([100 * np.mean([hit[i] for i in range(len(meta)) if meta[i][0] == s])
                         for s in seeds])]
        for kind in KINDS:
            per_seed = []
            for s in seeds:
                chosen = [hit[i] for i in range(len(meta)) if meta[i][0] == s and meta[i][1] == kind]
                per_seed.append(100 * np.mean(chosen) if chosen else 100)
            cells.append(spread(per_seed))
        print(f"| {name} | " + " | ".join(cells) + " |")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
