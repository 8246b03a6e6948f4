#!/usr/bin/env python3
"""Issue #21: how many throws *any* estimator unbiased for a cubic path could release within
0.85-1.15 of the finger's speed when reported timestamps are off by a uniform +-2 ms (60 Hz)
or +-1 ms (120 Hz), the position being the finger's at the true tick.

An idealised version of the lab's throws (docs/CORPUS.md): a minimum-jerk stroke from the
touch-down, left at phase s (flicks and nudges 0.45-0.7, accelerating throws 0.2-0.4),
flicks 25-110 pt of travel at 300-2500 pt/s, nudges 20-60 pt at 400-1600 pt/s, accelerating
throws touching 0.10-0.25 s, every contact at least 50 ms. A timestamp error dt moves a sample
by v(t)*dt, so sample i has scatter sigma_i = |v(t_i)| * sigma_t (plus 0.01 pt of rounding);
the touch-down, at rest, is exact. The Cramer-Rao bound of the velocity at the lift for a
polynomial path of degree 2 or 3 over the samples of the last 100 ms (the tracker's window)
and the touch-down when it lies inside it, with the optimal weights (which an estimator would
have to know), gives the smallest scatter an unbiased estimator can have; the share in band is
then P(|N(0, se)| <= 0.15), averaged over the throws. A minimum-jerk stroke is a quintic, so
a degree-2 model is biased for it (its bound is not reachable without that bias) and degree 3
is the lowest degree that follows a stroke speeding up from rest and braking near its peak.

The same with 0.5 pt of position noise (sigma_i = 0.5 pt) instead of time error.

Usage: Lab/scripts/release-band-bound.py   (numpy; one line per perturbation, rate, kind, degree)
"""
import math

import numpy as np

rng = np.random.default_rng(7)


def pos(s):
    return 10 * s**3 - 15 * s**4 + 6 * s**5


def vel(s):
    return 30 * s**2 * (1 - s) ** 2


def draw(kind):
    if kind == "accelerating":
        s = rng.uniform(0.2, 0.4)
        return s, rng.uniform(0.1, 0.25) / s
    travel, speed = ((25, 110), (300, 2500)) if kind == "flick" else ((20, 60), (400, 1600))
    s = rng.uniform(0.45, 0.7)
    duration = rng.uniform(*travel) * vel(s) / (pos(s) * rng.uniform(*speed))
    return s, max(duration, 0.05 / s)


def share_in_band(lift_phase, duration, hz, sigma_t, degree, noise=0.0):
    lift = lift_phase * duration
    times = [lift - k / hz for k in range(int(lift * hz) + 1)] + [0.0]
    times = np.array([t for t in times if lift - t <= 0.1 + 1e-9])
    if len(times) < degree + 1:
        return 0.0
    amplitude = 300.0
    speed = amplitude * vel(times / duration) / duration
    sigma = np.sqrt((speed * sigma_t) ** 2 + noise**2 + 0.01**2)
    if times[-1] == 0.0:
        sigma[-1] = 0.01  # the touch-down carries neither error
    design = np.vander(times - lift, degree + 1, increasing=True)
    fisher = (design / sigma[:, None] ** 2).T @ design
    try:
        covariance = np.linalg.inv(fisher)
    except np.linalg.LinAlgError:
        return 0.0
    se = math.sqrt(covariance[1, 1]) / (amplitude * vel(lift_phase) / duration)
    return math.erf(0.15 / (se * math.sqrt(2)))


for label, error, noise in [("time error", 0.002, 0.0), ("noise 0.5 pt", 0.0, 0.5)]:
    for hz in [60, 120]:
        for kind in ["flick", "accelerating", "nudge"]:
            for degree in [2, 3]:
                sigma_t = error * 60 / hz / math.sqrt(3)
                shares = [
                    share_in_band(*draw(kind), hz, sigma_t, degree, noise) for _ in range(4000)
                ]
                print(f"{label:12} {hz:3} Hz {kind:12} degree {degree}: "
                      f"{100 * np.mean(shares):5.1f} % in band")
