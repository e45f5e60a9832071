"""A bounded, seeded fuzz test: the variant files of spec/ mutated (bytes flipped, truncated, tokens swapped, lines
deleted or duplicated, odd Unicode inserted), then read, parsed, resolved, their references checked and, for some,
the checker run. Nothing may raise, and no diagnostic may be an internal error (E999). The seed is fixed, so a
failure is reproducible: the message names the file, the mutation and its index."""
import random

import pytest

from verifier.diagnostics import DiagnosticError
from verifier.language.parser import decode_source, parse_text
from verifier.language.references import check_references, check_source_names
from verifier.language.resolve import Library

from conftest import spec_files

SEED = 12
PER_FILE = 12  # mutants of each spec file
CHECKED = 4  # mutants that resolve cleanly and go on through the checker (the slow part)

ODD = ["\u200b", "\u202e", "\ufeff", "\u0301", "\u3000", "\uff1a", "\uff5b", "\U0001f0a1", "\x00", "\r", "\t",
       "\u2028", "\ud7ff", "\U0010fffd", "\u00a0", "＋", "１０", "♠", "\\", '"']


def flip_bytes(rng, data: bytes) -> bytes:
    out = bytearray(data)
    for _ in range(rng.randint(1, 8)):
        i = rng.randrange(len(out))
        out[i] ^= 1 << rng.randrange(8)
    return bytes(out)


def truncate(rng, data: bytes) -> bytes:
    return data[:rng.randrange(len(data))]


def swap_tokens(rng, data: bytes) -> bytes:
    words = data.split(b" ")
    for _ in range(rng.randint(1, 4)):
        i, j = rng.randrange(len(words)), rng.randrange(len(words))
        words[i], words[j] = words[j], words[i]
    return b" ".join(words)


def delete_lines(rng, data: bytes) -> bytes:
    lines = data.split(b"\n")
    for _ in range(rng.randint(1, 5)):
        if len(lines) > 1:
            del lines[rng.randrange(len(lines))]
    return b"\n".join(lines)


def duplicate_lines(rng, data: bytes) -> bytes:
    lines = data.split(b"\n")
    for _ in range(rng.randint(1, 5)):
        i = rng.randrange(len(lines))
        lines.insert(i, lines[i])
    return b"\n".join(lines)


def odd_unicode(rng, data: bytes) -> bytes:
    text = data.decode("utf-8")
    for _ in range(rng.randint(1, 6)):
        i = rng.randrange(len(text))
        text = text[:i] + rng.choice(ODD) + text[i:]
    return text.encode("utf-8", "surrogatepass")


MUTATIONS = [flip_bytes, truncate, swap_tokens, delete_lines, duplicate_lines, odd_unicode]


def _spec_library():
    files = {}
    for path in spec_files():
        vfile = parse_text(path, open(path, encoding="utf-8").read())
        files[vfile.id] = vfile
    return files


def _no_internal_error(diags, label):
    codes = [d.code for d in diags]
    assert "E999" not in codes, f"{label}: {[d.message for d in diags if d.code == 'E999']}"


def test_mutated_spec_files_never_raise():
    from verifier.checks import CheckContext, run_checks

    rng = random.Random(SEED)
    spec = _spec_library()
    tried = parsed = checked = 0
    for path in spec_files():
        data = open(path, "rb").read()
        for index in range(PER_FILE):
            mutation = rng.choice(MUTATIONS)
            mutant = mutation(rng, data)
            label = f"{path} #{index} ({mutation.__name__}, seed {SEED})"
            tried += 1
            try:
                vfile = parse_text(path, decode_source(path, mutant))
            except DiagnosticError as exc:
                _no_internal_error(exc.diagnostics, label)
                continue
            parsed += 1
            try:
                variant = Library({**spec, vfile.id: vfile}).resolve(vfile.id)
            except DiagnosticError as exc:
                _no_internal_error(exc.diagnostics, label)
                continue
            diags = check_references(variant) + check_source_names(variant)
            _no_internal_error(diags, label)
            if not diags and checked < CHECKED:
                checked += 1
                findings = run_checks(variant, CheckContext(timeout_ms=200)).findings
                _no_internal_error([f.diagnostic for f in findings if f.diagnostic], label)
    assert tried == PER_FILE * len(spec_files())
    assert 0 < parsed < tried  # some mutants are still valid files, most are not: both paths were exercised
    assert checked >= 1


@pytest.mark.parametrize("mutation", MUTATIONS, ids=[m.__name__ for m in MUTATIONS])
def test_each_mutation_changes_the_file(mutation):
    data = open(spec_files()[0], "rb").read()
    rng = random.Random(SEED)
    assert any(mutation(rng, data) != data for _ in range(5))
