"""NeSy-π: inventing predicates from object-centric scenes (Sha et al., 2024).

Stages, each a module: :mod:`.scenes` (JSONL scenes -> entities -> facts, line grouping, bins),
:mod:`.scorer` (the batched max-proof score r_C(d), metrics P/N/PN), :mod:`.search` (beam search,
predicate invention, Algorithm 1) and :mod:`.learner` (the ``nesy_pi`` learner: options, result).
"""
from .learner import NesyPiLearner, NesyPiOptions
from .scenes import Bins, Grouping, Scene, SceneObject, SceneSet, parse_scenes, scene_facts

__all__ = ["NesyPiLearner", "NesyPiOptions", "Bins", "Grouping", "Scene", "SceneObject", "SceneSet",
           "parse_scenes", "scene_facts", "load_declared_scenes", "program_scenes"]


def load_declared_scenes(program, decl, path, max_bytes=None) -> SceneSet:
    """The scenes of ``#data(name, scenes("file.jsonl", grouping=lines(...)))``."""
    from .learner import allowed_values
    from .scenes import grouping_option, load_scene_file

    grouping = None
    for o in decl.options:
        if o.key != "grouping":
            from ...errors import DirectiveError

            raise DirectiveError(f"unknown scenes option '{o.key}'; options: grouping", o.span)
        grouping = grouping_option(o.value, o.span)
    return load_scene_file(path, decl.name, decl.span, allowed=allowed_values(program), grouping=grouping,
                           max_bytes=max_bytes)


def program_scenes(program, name: str, scenes, grouping=None) -> SceneSet:
    """Scenes given from Python (``program.add_data(name, scenes=[...])``)."""
    from .learner import allowed_values
    from .scenes import grouping_option

    return parse_scenes(list(scenes), name, allowed=allowed_values(program), grouping=grouping_option(grouping, None))
