#!/usr/bin/env python3
"""Runs the Python detectors DeskKit is compared with over the labelled snippets.

Usage: detector-peers.py SNIPPETS.json OUTPUT.json

Each tool sees every snippet with the snippet's locale (phone region, date order and language)
and the set's reference time; what it finds is written as entities in the data file's form, for
deskkit-bench to score by the same rules as DeskKit. A tool that cannot be imported is listed
with the reason instead of detections.
"""
import json
import sys
import warnings
from datetime import datetime
from importlib import metadata

warnings.filterwarnings("ignore")

# quantulum3's unit names, as DeskKit's unit symbols (others are scored on their number alone).
QUANTULUM_UNITS = {
    "millimetre": "mm", "centimetre": "cm", "metre": "m", "kilometre": "km", "inch": "in", "foot": "ft",
    "yard": "yd", "mile": "mi", "milligram": "mg", "gram": "g", "kilogram": "kg", "ounce": "oz",
    "pound-mass": "lb", "stone": "st", "degree Celsius": "°C", "degree Fahrenheit": "°F", "kelvin": "K",
    "millilitre": "mL", "centilitre": "cL", "litre": "L", "fluid ounce": "fl oz", "cup": "cup",
    "pint": "pt", "quart": "qt", "gallon": "gal", "tablespoon": "tbsp", "teaspoon": "tsp",
    "kilometre per hour": "km/h", "mile per hour": "mph", "metre per second": "m/s", "knot": "kn",
    "square metre": "m²", "square kilometre": "km²", "square centimetre": "cm²", "hectare": "ha",
    "square foot": "ft²", "square inch": "in²", "square yard": "yd²", "square mile": "mi²", "acre": "ac",
}
MEASURED = {"length", "mass", "temperature", "volume", "speed", "area"}


def number(value):
    text = "%.6f" % value
    return text.rstrip("0").rstrip(".") if "." in text else text


def region(locale):
    return locale.split("_")[1] if "_" in locale else "US"


def phonenumbers_tool(leniency):
    # Its default, VALID, also rejects the numbers reserved for fiction (555-01xx, 07700 900xxx)
    # that many snippets use; POSSIBLE accepts them but also any run of digits of a fitting length.
    def run(snippets, reference):
        import phonenumbers
        found = {}
        for s in snippets:
            matcher = phonenumbers.PhoneNumberMatcher(s["text"], region(s["locale"]), leniency=getattr(phonenumbers.Leniency, leniency))
            found[s["id"]] = [{"type": "phone", "text": m.raw_string} for m in matcher]
        return found
    return run


def urlextract_tool(snippets, reference):
    from urlextract import URLExtract
    extractor = URLExtract(extract_email=True)
    found = {}
    for s in snippets:
        items = []
        for url, (start, end) in extractor.find_urls(s["text"], get_indices=True):
            written = s["text"][start:end]
            is_email = "@" in written and "://" not in written and "/" not in written
            items.append({"type": "email" if is_email else "link", "text": written})
        found[s["id"]] = items
    return found


def dateparser_tool(snippets, reference):
    from dateparser.search import search_dates
    found = {}
    for s in snippets:
        language = s["locale"].split("_")[0]
        settings = {"RELATIVE_BASE": reference, "PREFER_DATES_FROM": "future",
                    "DATE_ORDER": "MDY" if region(s["locale"]) == "US" else "DMY"}
        results = search_dates(s["text"], languages=[language], settings=settings) or []
        found[s["id"]] = [{"type": "date", "text": text, "value": when.strftime("%Y-%m-%dT%H:%M")} for text, when in results]
    return found


def quantulum3_tool(snippets, reference):
    from quantulum3 import parser
    found = {}
    for s in snippets:
        items = []
        for q in parser.parse(s["text"]):
            written = s["text"][q.span[0]:q.span[1]]
            entity = q.unit.entity.name
            if entity == "currency":
                code = getattr(q.unit, "currency_code", None)
                items.append({"type": "money", "text": written, "value": number(q.value) + (" " + code if code else "")})
            elif entity in MEASURED:
                symbol = QUANTULUM_UNITS.get(q.unit.name)
                items.append({"type": "measurement", "text": written, "value": number(q.value) + (" " + symbol if symbol else "")})
        found[s["id"]] = items
    return found


TOOLS = [
    ("phonenumbers", ["phone"], phonenumbers_tool("VALID")),
    ("phonenumbers (POSSIBLE)", ["phone"], phonenumbers_tool("POSSIBLE")),
    ("urlextract", ["link", "email"], urlextract_tool),
    ("dateparser", ["date"], dateparser_tool),
    ("quantulum3", ["measurement", "money"], quantulum3_tool),
]


def main():
    with open(sys.argv[1], encoding="utf-8") as file:
        data = json.load(file)
    reference = datetime.strptime(data["reference"], "%Y-%m-%dT%H:%M")
    tools = []
    for name, covers, run in TOOLS:
        entry = {"name": name, "covers": covers}
        try:
            entry["version"] = metadata.version(name.split(" ")[0])
            entry["detections"] = run(data["snippets"], reference)
        except Exception as error:  # an uninstallable or failing peer is reported, not hidden
            entry["error"] = "%s: %s" % (type(error).__name__, error)
        tools.append(entry)
    with open(sys.argv[2], "w", encoding="utf-8") as file:
        json.dump({"tools": tools}, file, ensure_ascii=False)


if __name__ == "__main__":
    main()
