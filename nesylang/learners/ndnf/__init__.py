"""The neural DNF learner (``ndnf``): train a semi-symbolic network, disentangle it into rules.

Stages: :mod:`.model` (the network and its training), :mod:`.split` (one conjunction into exact
rules), :mod:`.discretise` (pruning, thresholding, disentangling a trained network),
:mod:`.rules` (a discretised network as nesylang clauses and as ASP), :mod:`.mt` (NDNF-MT:
multiclass heads as annotated disjunctions). Importing this package
does not import torch; :mod:`.model` does.
"""
from .split import SplitLimit, split_conjunction, split_disjunction

__all__ = ["SplitLimit", "split_conjunction", "split_disjunction"]
