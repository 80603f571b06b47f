#!/usr/bin/env python3
"""Writes a realistic year of danshu data: a journal for `make demo` and the README's screen.

    python3 scripts/demo-journal.py [--seed N] [--today YYYY-MM-DD] OUTPUT

The year tells one story: three months of drinking most days, three months of cutting down to two
or three sober days a week, then quitting, with two slips and a current sober streak of a few weeks.
Weekends are heavier, a party now and then goes far over 60 g, a few days are left unrecorded, some
days carry a note, and the presets are the defaults plus two of the user's own. Since quitting, most
days also carry the day's feelings (気分 1-5 and 飲みたい気持ち 0-10, design.md §6), which makes the file
journal version 2. Today is left unrecorded for the user to answer.

The output is the journal file byte for byte as danshu writes it (design.md §3): keys sorted, one
setting object, one preset and one day per line, days in date order, numbers with at most one
decimal, UTF-8 unescaped, final newline. The same seed and today always give the same bytes.
Python 3 standard library only.
"""

import argparse
import datetime
import os
import random
import sys

SETTINGS = {
    "dailyLimitGrams": 20,
    "dayStartsAtHour": 4,
    "gaugeMaxGrams": 60,
    "language": "ja",
    "mouse": False,
    "soberDaysPerWeekGoal": 2,
    "weekStartsOn": "sunday",
}

# (name, ABV in tenths of a percent, ml): the defaults of design.md §1, then the user's own.
PRESETS = [
    ("ビール500缶", 50, 500),
    ("赤ワイン1杯", 130, 120),
    ("赤ワイン1本", 130, 720),
    ("日本酒1合", 150, 180),
    ("ウイスキーダブル1杯", 430, 60),
    ("ストロング 9% 500ml", 90, 500),
    ("缶チューハイ 7% 500ml", 70, 500),
    ("ハイボール", 70, 350),
    ("クラフトビール 1パイント", 65, 473),
]

# One-off drinks typed in with `o`: (name, ABV tenths, ml).
ONE_OFFS = [("梅酒ロック", 120, 90), ("レモンサワー", 50, 400), ("焼酎お湯割り", 120, 200)]

SOBER_NOTES = ["ジムに行った", "ノンアルコールビールにした", "よく眠れた", "炭酸水で乾杯", "朝から調子がいい",
               "散歩して早く寝た", "飲み会を断れた"]
DRINKING_NOTES = ["友だちと居酒屋", "家族の誕生日", "出張先で", "仕事で嫌なことがあった", "週末の晩酌"]
PARTY_NOTES = ["送別会", "同窓会", "会社の飲み会", "結婚式の二次会"]
SLIP_NOTES = ["一杯だけのつもりが…", "飲みすぎた。明日からまた"]


def grams_tenths(ml, abv_tenths):
    """Pure alcohol in tenths of a gram: ml × ABV% / 100 × 0.8, rounded half up, in integers."""
    return (ml * abv_tenths * 8 + 500) // 1000


def tenths_text(tenths):
    """5 for 50 tenths, 13.5 for 135: a decimal only when needed."""
    return str(tenths // 10) if tenths % 10 == 0 else "%d.%d" % (tenths // 10, tenths % 10)


def json_string(text):
    """A JSON string as danshu writes it: UTF-8 unescaped except quotes, backslashes and controls."""
    out = []
    for ch in text:
        code = ord(ch)
        if ch == '"':
            out.append('\\"')
        elif ch == "\\":
            out.append("\\\\")
        elif ch in "\b\f\n\r\t":
            out.append({"\b": "\\b", "\f": "\\f", "\n": "\\n", "\r": "\\r", "\t": "\\t"}[ch])
        elif code < 0x20 or code == 0x7F:
            out.append("\\u%04x" % code)
        else:
            out.append(ch)
    return '"' + "".join(out) + '"'


def drink_entry(name, abv_tenths, ml, count):
    return {"name": name, "abv": abv_tenths, "ml": ml, "count": count, "grams": grams_tenths(ml, abv_tenths)}


def add_drink(drinks, name, abv_tenths, ml, count=1):
    """Adds `count` of a drink, as tapping its chip would: an entry keeps its first position."""
    for entry in drinks:
        if entry["name"] == name and entry["abv"] == abv_tenths and entry["ml"] == ml:
            entry["count"] += count
            return
    drinks.append(drink_entry(name, abv_tenths, ml, count))


def preset(name):
    return next(p for p in PRESETS if p[0] == name)


def ordinary_evening(rng, weekend, phase):
    """The drinks of an ordinary drinking day: fewer as the year goes on, more at weekends."""
    drinks = []
    if phase == "before":
        beers = rng.choice([1, 1, 2, 2, 3]) + (1 if weekend else 0)
        add_drink(drinks, *preset("ビール500缶"), count=beers)
        extra = rng.random()
        if extra < 0.35:
            add_drink(drinks, *preset("ストロング 9% 500ml"), count=rng.choice([1, 1, 2]))
        elif extra < 0.55:
            add_drink(drinks, *preset("ハイボール"), count=rng.choice([1, 2]))
        elif extra < 0.70 and weekend:
            add_drink(drinks, *preset("赤ワイン1杯"), count=rng.choice([2, 3]))
    else:
        choice = rng.random()
        if choice < 0.4:
            add_drink(drinks, *preset("ビール500缶"))
        elif choice < 0.6:
            add_drink(drinks, *preset("ハイボール"), count=rng.choice([1, 2]))
        elif choice < 0.75:
            add_drink(drinks, *preset("赤ワイン1杯"), count=rng.choice([1, 2]))
        elif choice < 0.9:
            add_drink(drinks, *preset("クラフトビール 1パイント"))
        else:
            add_drink(drinks, *rng.choice(ONE_OFFS))
        if weekend and rng.random() < 0.4:
            add_drink(drinks, *preset("缶チューハイ 7% 500ml"))
    return drinks


def party(rng):
    """A heavy night out: well over 60 g."""
    drinks = []
    add_drink(drinks, *preset("ビール500缶"), count=rng.choice([2, 3]))
    add_drink(drinks, *preset("日本酒1合"), count=rng.choice([2, 3]))
    if rng.random() < 0.5:
        add_drink(drinks, *preset("ウイスキーダブル1杯"))
    return drinks


def build_days(rng, today):
    """The records of the 365 days before today, oldest first; today stays unrecorded."""
    days = {}
    first = today - datetime.timedelta(days=365)
    # Days before today at which the user slipped after quitting, and the quit day itself.
    quit_day = today - datetime.timedelta(days=150)
    slips = {today - datetime.timedelta(days=n) for n in (97, 20)}
    cutting_down = today - datetime.timedelta(days=270)
    for offset in range(365):
        date = first + datetime.timedelta(days=offset)
        weekend = date.weekday() in (4, 5)  # Friday and Saturday evenings
        if rng.random() < 0.04:
            continue  # forgot to record: never counts against a streak
        record = {}
        if date < cutting_down:
            drank = rng.random() < (0.95 if weekend else 0.8)
            phase = "before"
        elif date < quit_day:
            drank = rng.random() < (0.75 if weekend else 0.5)
            phase = "cutting"
        else:
            drank = date in slips
            phase = "quit"
        if not drank:
            record["drank"] = False
            if rng.random() < (0.15 if phase == "quit" else 0.05):
                record["note"] = rng.choice(SOBER_NOTES)
        elif date in slips:
            record["drank"] = True
            record["drinks"] = party(rng) if date == max(slips) else ordinary_evening(rng, True, "before")
            record["note"] = SLIP_NOTES[sorted(slips).index(date)]
        elif rng.random() < (0.08 if phase == "before" else 0.05):
            record["drank"] = True
            record["drinks"] = party(rng)
            record["note"] = rng.choice(PARTY_NOTES)
        else:
            record["drank"] = True
            record["drinks"] = ordinary_evening(rng, weekend, phase)
            if rng.random() < 0.08:
                record["note"] = rng.choice(DRINKING_NOTES)
        days[date] = record
    return days


def add_feelings(rng, days, today):
    """Feelings on most days since quitting: better moods and fading cravings, a low day at each slip.
    A generator of their own, so the rest of the year stays what it was without them."""
    quit_day = today - datetime.timedelta(days=150)
    for date, record in days.items():
        if date < quit_day or rng.random() < 0.3:
            continue
        weeks = (date - quit_day).days // 7
        if record.get("drank"):
            record["mood"], record["craving"] = rng.randint(1, 2), rng.randint(7, 10)
        else:
            record["mood"] = min(5, rng.randint(2, 4) + (1 if weeks > 8 and rng.random() < 0.5 else 0))
            record["craving"] = max(0, rng.randint(3, 7) - weeks // 4)


def settings_line():
    parts = []
    for key in sorted(SETTINGS):
        value = SETTINGS[key]
        if isinstance(value, bool):
            text = "true" if value else "false"
        elif isinstance(value, int):
            text = str(value)
        else:
            text = json_string(value)
        parts.append("%s: %s" % (json_string(key), text))
    return "{" + ", ".join(parts) + "}"


def preset_line(name, abv_tenths, ml):
    return '{"abv": %s, "ml": %d, "name": %s}' % (tenths_text(abv_tenths), ml, json_string(name))


def drink_text(entry):
    return '{"abv": %s, "count": %d, "grams": %s, "ml": %d, "name": %s}' % (
        tenths_text(entry["abv"]), entry["count"], tenths_text(entry["grams"]), entry["ml"], json_string(entry["name"]))


def day_line(date, record):
    parts = []
    if "craving" in record:
        parts.append('"craving": %d' % record["craving"])
    if "drank" in record:
        parts.append('"drank": %s' % ("true" if record["drank"] else "false"))
    if record.get("drank"):
        parts.append('"drinks": [' + ", ".join(drink_text(d) for d in record["drinks"]) + "]")
    if "mood" in record:
        parts.append('"mood": %d' % record["mood"])
    if "note" in record:
        parts.append('"note": ' + json_string(record["note"]))
    return '    "%s": {%s}' % (date.isoformat(), ", ".join(parts))


def journal_text(days):
    # Feelings are a field of journal version 2 (design.md §3).
    version = 2 if any("mood" in r or "craving" in r for r in days.values()) else 1
    lines = ["{", '  "format": "danshu-journal",', '  "version": %d,' % version, '  "settings": %s,' % settings_line()]
    lines.append('  "presets": [')
    lines.append(",\n".join("    " + preset_line(*p) for p in PRESETS))
    lines.append("  ],")
    if days:
        lines.append('  "days": {')
        lines.append(",\n".join(day_line(date, days[date]) for date in sorted(days)))
        lines.append("  }")
    else:
        lines.append('  "days": {}')
    lines.append("}")
    return "\n".join(lines) + "\n"


def journal_today(day_starts_at_hour):
    """The journal date of now: before dayStartsAtHour it is still the previous day."""
    now = datetime.datetime.now()
    return now.date() - datetime.timedelta(days=1) if now.hour < day_starts_at_hour else now.date()


def main():
    parser = argparse.ArgumentParser(description="Write a generated year of danshu data to OUTPUT ('-' for standard output).")
    parser.add_argument("output", help="the journal file to write; '-' for standard output")
    parser.add_argument("--seed", type=int, default=2026, help="the random seed (default 2026)")
    parser.add_argument("--today", type=datetime.date.fromisoformat,
                        help="the day the year ends at (default: today, as danshu counts it with the 4 a.m. rule)")
    args = parser.parse_args()
    today = args.today or journal_today(SETTINGS["dayStartsAtHour"])
    days = build_days(random.Random(args.seed), today)
    add_feelings(random.Random(args.seed + 1), days, today)
    text = journal_text(days)
    if args.output == "-":
        sys.stdout.write(text)
        return
    folder = os.path.dirname(os.path.abspath(args.output))
    os.makedirs(folder, mode=0o700, exist_ok=True)
    with open(args.output, "w", encoding="utf-8", newline="\n") as f:
        f.write(text)
    os.chmod(args.output, 0o600)


if __name__ == "__main__":
    main()
