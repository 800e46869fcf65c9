"""Localizable texts as data: a message is {"key": str, "params": {...}} rendered from a game's Fluent catalogs.

Games stay pure: they ship catalogs (`data/<game>/texts/<lang>.ftl`, Project Fluent) and attach messages to what
they emit, beside the plain English text that the console and the logs keep using. Adapters render a message in a
reader's language and fall back to English for a key the language lacks.

A message key is dotted ("say.flies"); its Fluent id replaces the dots with dashes ("say-flies"), since Fluent ids
allow no dots (see `fluent_id`). A param may be a message (rendered first, in the same language, e.g. a maneuver's
name), a name from data (`data_name`: "name_ru" for Russian), a list of messages/values (joined with ", "), a
number (formatted per locale: Russian decimal comma and a real minus sign, no digit grouping, and usable in plural
selectors `{ $n -> [one] … [few] … *[many] … }`) or anything else (str()).
Plural categories and case choices live in the catalogs, never in code.
"""

from __future__ import annotations

import contextlib
import json
import re
import threading
from collections.abc import Callable, Iterable, Iterator, Mapping
from typing import Any, TypeGuard

import orjson
from babel import Locale
from fluent.runtime import FluentBundle, FluentResource
from fluent.runtime.resolver import CurrentEnvironment, ResolverEnvironment
from fluent.runtime.types import FluentFloat, FluentInt
from fluent.syntax import ast as ftl
from fluent.syntax.visitor import Transformer, Visitor

from bot.core.data import read_text, text_languages

FALLBACK = "en"
# the pseudo-locale: English with every catalog text wrapped in these marks, so a test can find visible text that
# did not come from a catalog (tests/test_pseudo_locale.py)
PSEUDO, PSEUDO_OPEN, PSEUDO_CLOSE = "xx", "\u27e6", "\u27e7"
# where the locale's CLDR data has a hyphen-minus but the language's typography wants U+2212 (GOST 8.417 for ru)
_MINUS = {"ru": "\u2212"}


def fluent_id(key: str) -> str:
    """The Fluent message id of a dotted message key: dots become dashes, a dash inside a part an underscore
    ("mv.bank-left" -> "mv-bank_left"; the catalogs list it as "mv.bank_left")."""
    return key.replace("-", "_").replace(".", "-")


def msg(key: str, **params: Any) -> dict[str, Any]:
    """A message: JSON data that an adapter renders in any locale."""
    return {"key": key, "params": params}


# Grammatical cases a data entry may give for a language ("name_ru_gen": genitive, ...) and genders ("gender_ru"):
# Fluent selects forms, it does not decline words, so the forms a sentence needs are stored with the name.
CASES = ("gen", "dat", "acc", "ins", "pre", "gen_pl")  # gen_pl: after 5-20 («5 крейсеров»)
GENDERS = ("m", "f", "n", "pl")
# how a number that tells two same-named things apart is written ("Black Squadron Pilot #2", «… №2»)
_NUMBER_SIGN = {"ru": "\u2116"}


# a name's language parts by its entry's items (every key and value a str, so equal keys mean equal parts): frozen
# tuples, never handed out; every call builds fresh dicts from them, so no event or state shares a mutable part
_Parts = tuple[
    tuple[tuple[str, str], ...], tuple[tuple[str, tuple[tuple[str, str], ...]], ...], tuple[tuple[str, str], ...]
]
_NAME_PARTS: dict[tuple[tuple[str, str], ...], _Parts] = {}
_NAME_PARTS_MAX = 4096
_STR = {str}


def _name_parts(entry: Mapping[str, Any]) -> _Parts:
    """(names by language in the entry's order, case forms by language sorted, genders sorted) of a data entry."""
    names = {"en": str(entry["name"])}
    forms: dict[str, dict[str, str]] = {}
    for k, v in entry.items():
        if not k.startswith("name_") or not isinstance(v, str):
            continue
        lang, _, case = k[5:].partition("_")
        if not case:
            names[lang] = v
        elif case in CASES:
            forms.setdefault(lang, {})[case] = v
    genders = {k[7:]: v for k, v in entry.items() if k.startswith("gender_") and v in GENDERS}
    return (
        tuple(names.items()),
        tuple((lang, tuple(sorted(f.items()))) for lang, f in sorted(forms.items())),
        tuple(sorted(genders.items())),
    )


def _cached_parts(entry: Mapping[str, Any]) -> _Parts:
    if set(map(type, entry.values())) != _STR:
        return _name_parts(entry)  # 5 == 5.0 == True and a str subclass == its text: only plain str values cached
    key = tuple(entry.items())  # a key that is not a str fails in _name_parts, so none is ever cached
    found = _NAME_PARTS.get(key)
    if found is None:
        if len(_NAME_PARTS) >= _NAME_PARTS_MAX:
            _NAME_PARTS.clear()
        found = _NAME_PARTS[key] = _name_parts(entry)
    return found


def data_name(
    entry: Mapping[str, Any], number: str | int | None = None, tag: str | None = None, suffix: str | None = None
) -> dict[str, Any]:
    """A name from a data entry in every language the entry gives ("name", "name_ru", ...): a param rendered in
    the reader's language, else English (a pilot, a card, a unit). The entry's case forms ("name_ru_gen", ...)
    and gender ("gender_ru") travel with it for the catalogs' CASE() and GENDER(); `number` tells apart two
    things of one name ("#2", «№2»); `tag` is a code put before it in every form ("D1 Dark Adept"), `suffix` one
    put after it ("Stormtrooper p1-1", «Штурмовика p1-1»). Each call returns new dicts (callers may edit them)."""
    names, forms, genders = _cached_parts(entry)
    out: dict[str, Any] = {"name": dict(names)}
    if forms:
        out["forms"] = {lang: dict(f) for lang, f in forms}
    if genders:
        out["gender"] = dict(genders)
    if number is not None:
        out["number"] = str(number)
    if tag is not None:
        out["tag"] = str(tag)
    if suffix is not None:
        out["suffix"] = str(suffix)
    return out


class Name(str):
    """A name from data rendered in one language, with that language's case forms and gender (if the data gave
    them): `{ $ship }` is the nominative, `{ CASE($ship, "gen") }` a form, `{ GENDER($ship) -> ... }` selects."""

    forms: Mapping[str, str]
    gender: str

    def __new__(cls, text: str, forms: Mapping[str, str] | None = None, gender: str | None = None) -> Name:
        made = super().__new__(cls, text)
        made.forms = dict(forms or {})
        made.gender = gender or "none"
        return made


class Rendered(str):
    """A text already rendered in the reader's language (a game's refusal inside an adapter's sentence): as a param
    it is cut like a placeable (1,000 characters), not like a value (200), so a refusal keeps what is allowed."""


def typed(value: Any, limit: int = 40) -> str:
    """A value a player gave (a field of their own item) as JSON, cut to `limit` characters: a refusal quotes it
    as code, the same in every language."""
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        text = repr(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"


# how a language quotes what a user typed inside its sentences: Russian «ёлочки», English typographic quotes (the
# pseudo-locale's English too); a language not listed takes English's
_QUOTES = {"en": ("\u201c", "\u201d"), "ru": ("\u00ab", "\u00bb")}


def shown(value: Any, limit: int = 40) -> str:
    """A value a user gave as text to show inside a sentence, cut to `limit` characters: a string as typed with its
    control characters escaped (a newline as \\n, so a refusal stays one line), anything else as JSON."""
    if isinstance(value, str):
        text = "".join(ch if ch.isprintable() else repr(ch)[1:-1] for ch in value[: limit * 2])
        return text if len(text) <= limit else text[: limit - 1] + "\u2026"
    return typed(value, limit)


def quoted(value: Any, limit: int = 40) -> dict[str, str]:
    """A value a user gave (an unknown option name, a token of a fleet) as a param: a string is rendered in the
    reader's quotes («colour», “colour”), a number as it is, anything else as JSON code (`true`), never as
    Python's repr('colour')."""
    if isinstance(value, str):
        return {"quoted": shown(value, limit)}
    if isinstance(value, int | float) and not isinstance(value, bool):
        return {"quoted": shown(value, limit), "code": "number"}  # a number needs no quotes: «5», a string «"5"»
    return {"quoted": shown(value, limit), "code": "json"}


def failure(exc: BaseException, limit: int = 200) -> dict[str, str]:
    """An unforeseen exception as a detail of a sentence: its type and Python's own (English) words, as code
    (`ValueError: …`), the same in every language; never its repr in quotes."""
    words = shown(str(exc), limit)
    return {"quoted": f"{type(exc).__name__}: {words}" if words else type(exc).__name__, "code": "code"}


def quoted_list(values: Iterable[Any], limit: int = 40, most: int = 10) -> list[dict[str, str]]:
    """`quoted` for each of the first `most` values (a list param is joined with ", ")."""
    return [quoted(v, limit) for v in list(values)[:most]]


def is_quoted(value: Any) -> TypeGuard[Mapping[str, str]]:
    return isinstance(value, Mapping) and isinstance(value.get("quoted"), str) and "key" not in value


def quote_in(value: Mapping[str, str], locale: str = FALLBACK) -> str:
    """A `quoted` param as `locale` writes it (the English of a refusal that also carries its message)."""
    if value.get("code") == "number":
        return value["quoted"]
    if value.get("code") in ("json", "code"):
        return f"`{value['quoted'].replace('`', chr(39))}`"
    left, right = _QUOTES.get(locale, _QUOTES[FALLBACK])
    return left + value["quoted"] + right


def code_list(ids: Iterable[str]) -> list[str]:
    """Ids a command takes (options, units, missions) as a list param, each written as code («`cruiser`»): the same
    in every language, and each kept whole (a list param is joined with ", ", each item cut alone)."""
    return [f"`{i}`" for i in ids]


def seat_ref(seat: str, text: Any, person: str) -> dict[str, Any]:
    """A seat's player as a param: the game's words for the seat (`text`: «мятежник 2», "the Rebel player"), or,
    when the adapter rendering it knows who sits there (`render(..., people={seat: name})`), the game's message
    `person` with `$name` = that player's display name ("игроком { $name }"). Events carry the seat, never a
    name, so a replay and its hashes do not depend on who played or what they are called now."""
    return {"seat": seat, "text": text, "person": person}


def is_seat(value: Any) -> TypeGuard[Mapping[str, Any]]:
    return (
        isinstance(value, Mapping)
        and isinstance(value.get("seat"), str)
        and isinstance(value.get("person"), str)
        and "text" in value
        and "key" not in value
    )


def is_name(value: Any) -> TypeGuard[Mapping[str, Any]]:
    return isinstance(value, Mapping) and isinstance(value.get("name"), Mapping) and "key" not in value


def is_message(value: Any) -> TypeGuard[Mapping[str, Any]]:
    return (
        isinstance(value, Mapping)
        and isinstance(value.get("key"), str)
        and isinstance(value.get("params", {}), Mapping)
    )


def _minus(text: str, locale: Locale) -> str:
    sign = _MINUS.get(str(locale.language))
    return sign + text[1:] if sign and text.startswith("-") else text


class _Int(FluentInt):
    def format(self, locale: Locale) -> str:
        # ungrouped integers read the same in every locale we ship (Latin digits); babel's pattern is slow
        return _minus(str(int(self)), locale)


class _Float(FluentFloat):
    def format(self, locale: Locale) -> str:
        return _minus(super().format(locale), locale)


def _number(value: int | float) -> Any:
    return _Int(value, useGrouping=False) if isinstance(value, int) else _Float(value, useGrouping=False)


_LETTER_NAME = re.compile(r"[AEFHILMNORSX](?=$|[-\d\sA-Z])")  # a capital read by its name: an X-wing, an HWK-290
_VOWEL_SOUNDING_H = ("hour", "honest", "honor", "honour", "heir")
_CONSONANT_SOUNDING_VOWEL = ("uni", "use", "usu", "uti", "ure", "one", "once", "eu", "ewe")


def article(word: str) -> str:
    """'a' or 'an' before `word` as English is spoken: an evade, an X-wing, an imperial, a unit, a TIE Fighter."""
    w = word.strip().lstrip("'\"([*_")
    if not w:
        return "a"
    if _LETTER_NAME.match(w):
        return "an"
    low = w.lower()
    if low[0].isdigit():
        digits = re.match(r"\d+", low)
        n = digits.group(0) if digits else ""
        return "an" if n.startswith("8") or n in ("11", "18") or (len(n) in (5, 6) and n[:2] in ("11", "18")) else "a"
    if low.startswith(_VOWEL_SOUNDING_H) or low.startswith("xw"):
        return "an"
    if low.startswith(_CONSONANT_SOUNDING_VOWEL):
        return "a"
    return "an" if low[0] in "aeiou" else "a"


def with_article(word: str) -> str:
    """'an evade', 'a focus'."""
    return f"{article(word)} {word}"


def _fluent_article(value: Any) -> str:
    return article(str(value))


def _fluent_case(value: Any, case: Any) -> Any:
    """CASE($name, "gen"): the form a name from data gives for that case; the name as is when it gives none (a
    name without Russian forms, an English reader), so a sentence stays readable."""
    forms = getattr(value, "forms", None)
    return forms.get(str(case), str(value)) if forms else value


def _fluent_gender(value: Any) -> str:
    """GENDER($name): "m", "f", "n" or "pl" as the data gives it, else "none" (the catalog then words the sentence
    so that it needs no agreement, e.g. around a noun: «корабль …»)."""
    return str(getattr(value, "gender", "none"))


def _fluent_number(value: Any, **options: Any) -> Any:
    """NUMBER() with options ("{ NUMBER($x, minimumFractionDigits: 1) }") that keeps our formatting: the real
    minus, no digit grouping unless asked."""
    options["useGrouping"] = options.get("useGrouping") in (True, "true")  # a catalog can only pass "true"
    if isinstance(value, int) and "minimumFractionDigits" not in options:
        if options["useGrouping"]:  # grouped per locale: «63 001», "63,001"
            return _Float(float(value), **{"maximumFractionDigits": 0, **options})
        return _Int(int(value), **options)
    return _Float(float(value), **options)


class _Signed(_Float):
    """A number shown with its sign: "+" when positive, the locale's minus when negative."""

    def format(self, locale: Locale) -> str:
        text = super().format(locale)
        return "+" + text if float(self) > 0 else text


def _fluent_signed(value: Any) -> Any:
    """SIGNED($mm): a signed number a game passed as text ("+20.0", "-17.5") in the reader's notation («+20,0»,
    «−17,5»), keeping its decimals; anything else as is."""
    text = str(value).strip()
    try:
        number = float(text)
    except ValueError:
        return value
    decimals = len(text.split(".", 1)[1]) if "." in text else 0
    return _Signed(number, useGrouping=False, minimumFractionDigits=decimals, maximumFractionDigits=decimals)


def _fluent_cap(value: Any) -> str:
    """CAP($side): the rendered param with a capital first letter, for a catalog word that opens a sentence
    («{ CAP($side) } присваивает попадания» -> «Атакующий …») while the same word stays lowercase inside one. A
    phrase with a `.cap` form gives that form instead: a player's name (`person = { $name }` / `.cap = { $name }`)
    keeps its own case."""
    forms = getattr(value, "forms", None)
    if forms and "cap" in forms:
        return str(forms["cap"])
    text = str(value)
    return text[:1].upper() + text[1:]


# Fluent functions the catalogs may call: `{ ARTICLE($token) } { $token }` -> "an evade" (English templates);
# NUMBER replaces Fluent's own, which would drop the real minus; CASE and GENDER read a name from data; CAP
# capitalises a catalog word at the start of a sentence (never a player's name: names keep their own case); SIGNED
# shows a signed number a game passed as text in the reader's notation
FUNCTIONS: dict[str, Any] = {
    "ARTICLE": _fluent_article,
    "NUMBER": _fluent_number,
    "CASE": _fluent_case,
    "GENDER": _fluent_gender,
    "CAP": _fluent_cap,
    "SIGNED": _fluent_signed,
}


class _Bundle(FluentBundle):
    """A bundle that takes arguments already converted (our number types keep their own formatting)."""

    def format_args(self, pattern: Any, args: dict[str, Any]) -> tuple[str, list[Exception]]:
        errors: list[Exception] = []
        env = ResolverEnvironment(context=self, current=CurrentEnvironment(args=args), errors=errors)
        try:
            result = pattern(env)
        except ValueError as exc:
            errors.append(exc)
            result = "{???}"
        return str(result), errors


class _Variables(Visitor):
    def __init__(self) -> None:
        self.found: set[str] = set()

    def visit_VariableReference(self, node: ftl.VariableReference) -> None:
        self.found.add(node.id.name)


class _Pseudo(Transformer):
    def visit_TextElement(self, node: ftl.TextElement) -> ftl.TextElement:
        node.value = PSEUDO_OPEN + node.value + PSEUDO_CLOSE
        return node


def _pattern_variables(node: Any) -> set[str]:
    """Every $variable a message's value refers to (selectors and variants included)."""
    visitor = _Variables()
    visitor.visit(node)
    return visitor.found


class Language(Mapping[str, str]):
    """One language of a catalog as a read-only mapping key -> text (placeholders left as "{$name}").

    For checks and param-less texts (Discord command descriptions); render messages with `render`."""

    def __init__(self, catalogs: Catalogs, lang: str) -> None:
        self._catalogs, self._lang = catalogs, lang

    def _ids(self) -> dict[str, str]:
        return self._catalogs._loaded(self._lang)[self._lang][1]

    def __getitem__(self, key: str) -> str:
        if key not in self:
            raise KeyError(key)
        return self._catalogs.format(key, self._lang, {}, strict=False)

    def __contains__(self, key: object) -> bool:
        return isinstance(key, str) and self._catalogs.has(key, self._lang)

    def __iter__(self) -> Iterator[str]:
        return iter(self._ids())

    def __len__(self) -> int:
        return len(self._ids())


def warm_all() -> None:
    """`Catalogs.warm` for every catalog of a data directory made so far (those of every imported game and adapter;
    not one made from sources in memory, as tests make them)."""
    for catalogs in list(_MADE):
        if catalogs._sources is None:
            catalogs.warm()


def _parsed(name: str, lang: str, source: str) -> ftl.Resource:
    """One catalog file parsed; ValueError naming the file where Fluent found a syntax error."""
    resource = FluentResource(source)
    junk = [entry for entry in resource.body if isinstance(entry, ftl.Junk)]
    if junk:
        near = (junk[0].content or "")[:80]
        raise ValueError(f"{name}/texts/{lang}.ftl: syntax error near {near!r}")
    return resource


class Catalogs(Mapping[str, Language]):
    """The catalogs of one game (or of the adapters): `data/<name>/texts/<lang>.ftl`, loaded on first use.
    `shared` names the catalogs of shared packages the game's messages nest (`"grid"`: data/grid/texts, the map
    checker's problems), read into the same bundles; an id defined in both is refused.

    Also a mapping language -> `Language`, so `key in catalogs["en"]` and `set(catalogs["ru"])` read naturally."""

    def __init__(
        self,
        name: str,
        sources: Mapping[str, str] | None = None,
        seats: Mapping[str, str] | None = None,
        person: str = "person",
        shared: tuple[str, ...] = (),
    ) -> None:
        self.name = name
        self._sources = dict(sources) if sources is not None else None
        self.shared = shared
        # players by name at render time (docs/protocol.md "Players by name"): the message key of a seat's own words
        # ("side.attacker") -> that seat; with `people`, a param that is those words reads as the `person` message
        self.seats = dict(seats or {})
        self.person = person
        self._uses: dict[tuple[str, str], frozenset[str]] = {}
        self._lock = threading.Lock()
        self._bundles: dict[str, tuple[_Bundle, dict[str, str]]] | None = None
        self._english: ftl.Resource = ftl.Resource([])
        self._plain: dict[tuple[str, str], str] = {}  # (key, lang) -> text of a message rendered without args
        _MADE.append(self)

    def warm(self) -> None:
        """Read the catalog files and babel's number data now, as a long-running process should before it serves:
        loaded on first use, they made a fresh bot's first sentence some 300 ms slower than the rest (issue 17).
        Messages still compile on their first use (0.1-0.3 ms each): compiling all of them would hold ~10 MB more."""
        for lang, (bundle, _keys) in self._loaded().items():
            if lang != PSEUDO:  # the tests' pseudo-locale
                _Float(1.5, useGrouping=False).format(bundle._babel_locale)

    def _loaded(self, lang: str = "") -> dict[str, tuple[_Bundle, dict[str, str]]]:
        """The bundles by language; the pseudo-locale's is made only when `lang` asks for it (only tests read it:
        made with the rest, it held ~9 MB of every process)."""
        if self._bundles is None:
            with self._lock:
                if self._bundles is None:
                    self._bundles = self._load()
        if lang == PSEUDO and PSEUDO not in self._bundles and FALLBACK in self._bundles:
            with self._lock:
                if PSEUDO not in self._bundles:
                    keys = self._bundles[FALLBACK][1]
                    pseudo = _Bundle([PSEUDO, FALLBACK], use_isolating=False, functions=FUNCTIONS)  # English plurals
                    pseudo.add_resource(_Pseudo().visit(self._english.clone()))
                    self._bundles = {**self._bundles, PSEUDO: (pseudo, keys)}  # replaced whole: readers hold the old
        return self._bundles

    def _load(self) -> dict[str, tuple[_Bundle, dict[str, str]]]:
        sources = self._sources
        if sources is None:
            sources = {lang: read_text(self.name, f"texts/{lang}.ftl") for lang in text_languages(self.name)}
        shared = {
            name: {lang: read_text(name, f"texts/{lang}.ftl") for lang in text_languages(name)} for name in self.shared
        }
        out: dict[str, tuple[_Bundle, dict[str, str]]] = {}
        for lang, source in sources.items():
            bundle = _Bundle([lang], use_isolating=False, functions=FUNCTIONS)
            keys: dict[str, str] = {}
            body: list[Any] = []
            parts = [(self.name, source)] + [(name, texts[lang]) for name, texts in shared.items() if lang in texts]
            for name, text in parts:
                resource = _parsed(name, lang, text)
                ids = {
                    entry.id.name.replace("-", "."): entry.id.name
                    for entry in resource.body
                    if isinstance(entry, ftl.Message) and entry.value is not None
                }
                both = sorted(set(ids) & set(keys))
                if both:
                    raise ValueError(f"{name}/texts/{lang}.ftl repeats ids of {self.name}'s catalog: {both[:5]}")
                bundle.add_resource(resource)
                keys |= ids
                body += resource.body
            out[lang] = (bundle, keys)
            if lang == FALLBACK:
                self._english = ftl.Resource(body)  # the pseudo-locale's source, made on demand (`_loaded`)
        return out

    # --- the mapping of languages
    def __getitem__(self, lang: str) -> Language:
        if lang not in self._loaded(lang):
            raise KeyError(lang)
        return Language(self, lang)

    def __iter__(self) -> Iterator[str]:  # the catalogs' own languages (the pseudo-locale is not one)
        return iter(lang for lang in self._loaded() if lang != PSEUDO)

    def __len__(self) -> int:
        return sum(1 for _ in self)

    # --- messages
    def has(self, key: str, lang: str = FALLBACK) -> bool:
        bundles = self._loaded(lang)
        return lang in bundles and bundles[lang][0].has_message(fluent_id(key))

    def variables(self, key: str, lang: str) -> set[str]:
        """The $variables the text of `key` in `lang` uses (for the en/ru parity checks)."""
        bundle = self._loaded(lang)[lang][0]
        return _pattern_variables(bundle._messages[fluent_id(key)])

    def uses(self, key: str, lang: str) -> frozenset[str]:
        """The $variables of the text `format` would use for `key` in `lang` (cached)."""
        found = self._uses.get((key, lang))
        if found is None:
            bundles = self._loaded(lang)
            entry = bundles.get(lang)
            if entry is None or not entry[0].has_message(fluent_id(key)):
                entry = bundles.get(FALLBACK)
            if entry is None or not entry[0].has_message(fluent_id(key)):
                return frozenset()  # `format` says the key is unknown
            found = frozenset(_pattern_variables(entry[0]._messages[fluent_id(key)]))
            self._uses[(key, lang)] = found
        return found

    def forms(self, key: str, lang: str, args: Mapping[str, Any]) -> dict[str, str]:
        """The attributes of `key`'s text in `lang` (English when `lang` lacks the key), formatted: a catalog's own
        case forms and gender of a word (`side-attacker = атакующий` / `.gen = атакующего` / `.gender = m`)."""
        bundles = self._loaded(lang)
        fid = fluent_id(key)
        entry = bundles.get(lang)
        if entry is None or not entry[0].has_message(fid):
            entry = bundles[FALLBACK]
        bundle = entry[0]
        attributes = bundle.get_message(fid).attributes
        return {name: bundle.format_args(pattern, dict(args))[0] for name, pattern in attributes.items()}

    def format(self, key: str, lang: str, args: Mapping[str, Any], strict: bool = True) -> str:
        """`key` in `lang` (English when `lang` lacks it) with converted `args`; KeyError for an unknown key, and
        (when strict) for a text that needs an argument it was not given."""
        if not args and (key, lang) in self._plain:
            return self._plain[(key, lang)]
        bundles = self._loaded(lang)
        fid = fluent_id(key)
        entry = bundles.get(lang)
        if entry is None or not entry[0].has_message(fid):
            entry = bundles.get(FALLBACK)
            if entry is None or not entry[0].has_message(fid):
                raise KeyError(f"no template for text key {key!r}")
        bundle = entry[0]
        value = bundle.get_message(fid).value
        text, errors = bundle.format_args(value, dict(args))
        if errors and strict:
            raise KeyError(f"text {key!r} in {lang!r}: {'; '.join(str(e) for e in errors)}")
        if not args and not errors:
            self._plain[(key, lang)] = text
        return text


def _json_key() -> Callable[[Any], str]:
    """The memo's exact key where orjson's is not: the message as JSON text (True, 1 and 1.0 are equal dict keys
    but distinct JSON, and render differently). json's C encoder made once and called directly: JSONEncoder.encode
    builds a new one per call."""
    make = json.encoder.c_make_encoder  # type: ignore[attr-defined]
    if make is None:  # a Python without the _json accelerator
        return json.JSONEncoder(ensure_ascii=False, check_circular=False, allow_nan=True).encode
    encode = make(None, None, json.encoder.encode_basestring, None, ":", ",", False, False, True)
    return lambda message: "".join(encode(message, 0))


_json_text = _json_key()
# orjson leaves to us what it would write as something else: str and dict subclasses, dataclasses, datetimes
_AS_GIVEN = orjson.OPT_PASSTHROUGH_SUBCLASS | orjson.OPT_PASSTHROUGH_DATACLASS | orjson.OPT_PASSTHROUGH_DATETIME


def memo_key(message: Any) -> bytes | str:
    """A memo's key for a message (games memoise their English renders by it): the message's JSON, by orjson (a
    third of the time json's encoder took: option labels carry names with every Russian form); where orjson wrote a
    null, which may have been NaN or an infinity, json's text, which tells them apart. A bytes key never equals a
    str key. TypeError for what orjson does not write (keys that are not strings, integers over 64 bits): json's
    text would make the key 1 and the key "1" one, which render apart, so such a message is not memoised."""
    key = orjson.dumps(message, option=_AS_GIVEN)  # orjson.JSONEncodeError is a TypeError
    return _json_text(message) if b"null" in key else key


class EnglishTexts:
    """`render(catalogs, message, "en")` memoised by the message's JSON (`memo_key`): a game renders the same few
    hundred labels and sentences on every prompt build, and the text is a pure function of the message. Bounded
    (the oldest dropped beyond `limit`); renderer threads may share it. A message that is not JSON data is rendered
    unmemoised."""

    def __init__(self, catalogs: Catalogs, limit: int = 8192) -> None:
        self.catalogs, self.limit = catalogs, limit
        self.memo: dict[bytes | str, str] = {}

    def __call__(self, message: Mapping[str, Any]) -> str:
        try:
            key = memo_key(message)
        except (TypeError, ValueError):
            return render(self.catalogs, message, "en")
        text = self.memo.get(key)
        if text is None:
            text = self.memo[key] = render(self.catalogs, message, "en")
            if len(self.memo) > self.limit:
                with contextlib.suppress(RuntimeError, KeyError, StopIteration):  # a renderer thread evicted first
                    del self.memo[next(iter(self.memo))]
        return text


_MADE: list[Catalogs] = []  # every Catalogs made, for `warm_all` (a few per game and adapter, made at import)

# Fluent refuses a placeable longer than 1,000 characters (the whole text then fails); a single value (often what
# a player typed, echoed in a refusal) is cut shorter still.
MAX_PLACEABLE = 1000
MAX_VALUE = 200


def _fit(text: str, limit: int = MAX_PLACEABLE) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


People = Mapping[str, str]  # seat -> the display name of the player sitting there (an adapter's knowledge)


def render_param(catalogs: Catalogs, value: Any, locale: str, people: People | None = None) -> str:
    """One message param (a name from data, a nested message, a plain value) as it reads in `locale`."""
    return str(_param(catalogs, value, locale, people))


def _param(catalogs: Catalogs, value: Any, locale: str, people: People | None = None) -> Any:
    converted = _param_value(catalogs, value, locale, people)
    return _fit(converted) if isinstance(converted, str) else converted


def _param_value(catalogs: Catalogs, value: Any, locale: str, people: People | None) -> Any:
    if isinstance(value, Name | Rendered):  # rendered already (a seat's words inside its person phrase, a refusal)
        return value
    if is_message(value):
        seat = catalogs.seats.get(str(value["key"])) if people and not value.get("params") else None
        name = (people or {}).get(seat) if seat else None
        if name:  # a seat's own words ("the attacker") where the reader knows who sits there
            return _person(catalogs, catalogs.person, name, value, locale, people)
        return render(catalogs, value, locale, people)
    if is_name(value):
        return _name(value, locale)
    if is_quoted(value):
        return _fit(quote_in(value, locale), MAX_VALUE)
    if is_seat(value):
        name = (people or {}).get(str(value["seat"]))
        if name:  # the player by name, in the game's phrase for a person ("игроком { $name }")
            return _person(catalogs, str(value["person"]), name, value["text"], locale, people)
        return _param_value(catalogs, value["text"], locale, people)
    if isinstance(value, list | tuple):
        return ", ".join(str(_param(catalogs, v, locale, people)) for v in value)
    if isinstance(value, int | float) and not isinstance(value, bool):
        return _number(value)
    return _fit(str(value), MAX_VALUE)


def _person(catalogs: Catalogs, key: str, name: str, words: Any, locale: str, people: People | None) -> Any:
    """The game's phrase `key` for the player `name` ($name, never declined); $side is the seat's own words, for a
    phrase that keeps them ("bob (the attacker)"). The phrase's attributes are its case forms (CASE)."""
    side = _param(catalogs, words, locale)  # the seat's own words, not the person again
    return render(catalogs, msg(key, name=_fit(str(name), MAX_VALUE), side=side), locale)


def _name(value: Mapping[str, Any], locale: str) -> Name:
    """A name from data in `locale` with its forms there (none when the name falls back to English)."""
    names = value["name"]
    own = locale != PSEUDO and bool(names.get(locale))
    text = str(names[locale] if own else names.get(FALLBACK, ""))
    forms: dict[str, str] = dict(value.get("forms", {}).get(locale, {})) if own else {}
    gender = value.get("gender", {}).get(locale) if own else None
    number = value.get("number")
    if number is not None:
        suffix = f" {_NUMBER_SIGN.get(locale, '#')}{number}"
        text, forms = text + suffix, {case: form + suffix for case, form in forms.items()}
    tag = value.get("tag")
    if tag is not None:
        text, forms = f"{tag} {text}", {case: f"{tag} {form}" for case, form in forms.items()}
    after = value.get("suffix")
    if after is not None:
        text, forms = f"{text} {after}", {case: f"{form} {after}" for case, form in forms.items()}
    if locale == PSEUDO:  # a name from data counts as translated text
        text = PSEUDO_OPEN + text + PSEUDO_CLOSE
    return Name(_fit(text), {c: _fit(f) for c, f in forms.items()}, gender)


def render(catalogs: Catalogs, message: Mapping[str, Any], locale: str, people: People | None = None) -> str:
    """The message in `locale` (English when that locale lacks the key). Raises KeyError for an unknown key.
    `people` names the players by seat, for the seats a message refers to (`seat_ref`)."""
    key = str(message["key"])
    params = {k: _param(catalogs, v, locale, people) for k, v in (message.get("params") or {}).items()}
    for words, seat in catalogs.seats.items():  # $player_<seat>: a seat's player where no param names the seat
        var = f"player_{seat}"
        if var not in params and var in catalogs.uses(key, locale):
            params[var] = _param(catalogs, msg(words), locale, people)
    text = catalogs.format(key, locale, params)
    forms = catalogs.forms(key, locale, params)
    if not forms:
        return text
    gender = forms.pop("gender", None)
    return Name(text, forms, gender if gender in GENDERS else None)


def keys_used(value: Any) -> set[str]:
    """Every text key inside a message (nested params included): for catalog checks."""
    if is_message(value):
        out = {str(value["key"])}
        for v in (value.get("params") or {}).values():
            out |= keys_used(v)
        return out
    if is_seat(value):
        return {str(value["person"])} | keys_used(value["text"])
    if isinstance(value, list | tuple):
        return set().union(*(keys_used(v) for v in value)) if value else set()
    return set()
