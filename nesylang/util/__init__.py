"""Utilities every stage may use and that know nothing of any stage: atomic file writing
(:mod:`.files`) and numerically stable log-space helpers (:mod:`.logspace`, torch, imported only
by the code that trains)."""
