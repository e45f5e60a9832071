"""C408: no overcall setting beside `face: down`. Face down (三五番: 定主的时候把牌盖住) each player declares once and
nobody answers a declaration they cannot see, so nothing is overcalled, reinforced or staked while the cards are
dealt: the settings about overcalls are written for nothing there, and a reader would take them for rules."""
from __future__ import annotations

from ...diagnostics import Label, Severity
from ...model import Face, Family, Variant
from ..registry import check
from ..solver import proved, refuted

# The settings of `declare` that only overcalls use, and why each means nothing face down (runtime/facedown.py: the
# referee rules a face-down declaration without a standing one, and a declaration multiplies no stake).
_MOOT = {
    "reinforce": "a player declares once, so nobody reinforces a declaration",
    "self-overcall": "a player declares once, so nobody overcalls their own declaration",
    "step-by-step": "nothing is overcalled, so no overcall follows the order step by step",
    "stake": "nothing is overcalled, so no overcall multiplies the stake",
    "overcall-limit": "nothing is overcalled, so no limit is reached",
}


@check("C408", "no overcall setting beside `face: down`", family=Family.TRICK_TAKING)
def face_down_settings(variant: Variant, ctx):
    d = variant.declare
    if d is None or d.face != Face.DOWN:
        return
    written = [(s.setting, s.span) for s in d.setting_cites if s.setting in _MOOT]
    face = d.setting_span("face")
    for name, span in written:
        yield refuted("C408", f"{name} beside face: down", f"`{name}` has no effect with `face: down`: "
                      f"{_MOOT[name]}", span, variant, severity=Severity.WARNING, label="no effect face down",
                      secondary=(Label(face, "declarations are face down"),) if face else (),
                      witness={"setting": name, "face": "down"},
                      help=f"remove `{name}` (face down, the biggest declaration stands once the deal is over)")
    if not written:
        yield proved("C408", "no overcall setting beside face: down")
