"""Build the compiled runtime (the `compiled` extra): Cython compiles the runtime's own modules, unchanged, into C
extensions in verifier/_native/ (see verifier/runtime/native.py, which loads them).

    python -m verifier.native_build [--jobs N] [--force] [--clean]

Only the modules whose source changed since the last build are compiled again; the extensions of sources that are
gone or changed are removed. Needs Cython, a C compiler and the Python headers (Debian: gcc, python3-dev).
"""
from __future__ import annotations

import argparse
import os
import shutil
import sys
import tempfile
import time

from .runtime import native

# Python's semantics kept exactly: annotations are not C types (a `float` argument stays a Python float, an `int`
# argument takes any int), the functions stay introspectable and picklable, division and overflow are Python's.
DIRECTIVES = {"language_level": 3, "annotation_typing": False, "binding": True, "embedsignature": False,
              "always_allow_keywords": True, "emit_code_comments": False}
CFLAGS = ["-O2", "-g0"]  # no debug information: a quarter of the build time, the same code


def plan(where: str, force: bool = False) -> tuple[list[tuple[str, bytes, bytes | None, str]], list[str]]:
    """(modules to compile: name, source bytes, .pxd bytes or None, key) and the extension files to remove (stale or
    orphaned)."""
    todo, keep = [], set()
    for name in native.compiled_modules():
        # Compiled from these very bytes, so the key names what was compiled.
        source, pxd = native.read_sources(native.source_path(name))
        key = native.key_of(source, pxd)
        file = native.extension_name(name, key)
        keep.add(file)
        if force or not os.path.isfile(os.path.join(where, file)):
            todo.append((name, source, pxd, key))
    # What no current source has: extensions of changed or deleted sources, and halves of an interrupted build.
    remove = [e for e in os.listdir(where) if (e.endswith(native.SUFFIX) and e not in keep) or e.endswith(".part")] \
        if os.path.isdir(where) else []
    return todo, remove


def compile_modules(todo, where: str, jobs: int, quiet: bool) -> None:
    """Cythonize and compile `todo` in a temporary tree laid out as the package, then move each extension into
    `where` under its keyed name."""
    from Cython.Build import cythonize
    from setuptools import Distribution, Extension

    with tempfile.TemporaryDirectory(prefix="verifier-native-") as tmp:
        exts = []
        for name, source, pxd, _key in todo:
            parts = name.split(".")
            for i in range(1, len(parts)):  # the packages, so that Cython knows each module's full name
                init = os.path.join(tmp, "src", *parts[:i], "__init__.py")
                os.makedirs(os.path.dirname(init), exist_ok=True)
                open(init, "a").close()
            path = os.path.join(tmp, "src", *parts) + ".py"
            with open(path, "wb") as f:
                f.write(source)
            if pxd is not None:  # Cython reads the .pxd beside the .py (its "augmenting" declarations)
                with open(path[:-len(".py")] + ".pxd", "wb") as f:
                    f.write(pxd)
            exts.append(Extension(name, [path], extra_compile_args=CFLAGS))
        exts = cythonize(exts, compiler_directives=DIRECTIVES, build_dir=os.path.join(tmp, "c"), quiet=quiet,
                         nthreads=jobs if jobs > 1 else 0)
        dist = Distribution({"ext_modules": exts, "script_name": "verifier.native_build"})
        cmd = dist.get_command_obj("build_ext")
        cmd.build_lib = os.path.join(tmp, "lib")
        cmd.build_temp = os.path.join(tmp, "tmp")
        cmd.parallel = jobs if jobs > 1 else None
        cmd.verbose = not quiet
        cmd.ensure_finalized()
        cmd.run()
        os.makedirs(where, exist_ok=True)
        for name, _source, _pxd, key in todo:
            built = cmd.get_ext_fullpath(name)
            # Written under a temporary name, then renamed: a process importing meanwhile never sees half a file.
            target = os.path.join(where, native.extension_name(name, key))
            shutil.copyfile(built, target + ".part")
            os.replace(target + ".part", target)


def build(jobs: int | None = None, force: bool = False, quiet: bool = False) -> int:
    """Bring the build up to date; the number of modules compiled."""
    where = native.folder()
    todo, remove = plan(where, force)
    for file in remove:
        os.remove(os.path.join(where, file))
    if todo:  # said even when quiet: on a fresh checkout this is minutes of silence inside scripts/setup.sh
        print(f"compiling {len(todo)} runtime module(s) with Cython into {where} (the optional compiled runtime: "
              "minutes the first time, then only what changed)", file=sys.stderr, flush=True)
        compile_modules(todo, where, jobs or os.cpu_count() or 1, quiet)
    return len(todo)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m verifier.native_build", description=__doc__.splitlines()[0])
    parser.add_argument("--jobs", type=int, default=None, help="compilers run at once (default: the cores)")
    parser.add_argument("--force", action="store_true", help="compile every module again")
    parser.add_argument("--clean", action="store_true", help="remove the build (the pure-Python runtime is used)")
    parser.add_argument("--quiet", action="store_true")
    args = parser.parse_args(argv)
    if args.clean:
        shutil.rmtree(native.folder(), ignore_errors=True)
        print(f"removed {native.folder()}")
        return 0
    try:
        import Cython  # noqa: F401
    except ImportError:
        print("the compiled runtime needs Cython: pip install -e '.[compiled]'", file=sys.stderr)
        return 2
    started = time.perf_counter()
    count = build(args.jobs, args.force, args.quiet)
    total = len(native.compiled_modules())
    print(f"compiled runtime in {native.folder()}: {count} of {total} modules compiled "
          f"({total - count} were current) in {time.perf_counter() - started:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
