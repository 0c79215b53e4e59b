"""NeSy-π: inventing predicates from object-centric scenes (Sha et al., 2024).

Stages, each a module: :mod:`.scenes` (JSONL scenes -> entities -> facts, line grouping, bins),
:mod:`.scorer` (the batched max-proof score r_C(d), metrics P/N/PN), :mod:`.search` (beam search,
predicate invention, Algorithm 1) and :mod:`.learner` (the ``nesy_pi`` learner: options, result).
"""
from .learner import NesyPiLearner, NesyPiOptions
from .scenes import Bins, Grouping, Perception, Scene, SceneObject, SceneSet, parse_scenes, perceive, scene_facts

__all__ = ["NesyPiLearner", "NesyPiOptions", "Bins", "Grouping", "Perception", "Scene", "SceneObject", "SceneSet",
           "parse_scenes", "perceive", "scene_facts", "load_declared_scenes", "program_scenes"]


def load_declared_scenes(program, decl, path, max_bytes=None) -> SceneSet:
    """The scenes of ``#data(name, scenes("file.jsonl", grouping=lines(...)))``; learned
    perception: ``images=crops, networks=[color=color_net, shape=shape_net]``."""
    from .learner import allowed_values, perception_domains
    from .scenes import grouping_option, load_scene_file, perception_option

    grouping = None
    given = {}
    for o in decl.options:
        if o.key not in ("grouping", "images", "networks"):
            from ...errors import DirectiveError

            raise DirectiveError(f"unknown scenes option '{o.key}'; options: grouping, images, networks", o.span)
        if o.key == "grouping":
            grouping = grouping_option(o.value, o.span)
        else:
            given[o.key] = o.value
    allowed = allowed_values(program)
    perception = perception_option(given.get("images"), given.get("networks"), decl.span, perception_domains(program))
    return load_scene_file(path, decl.name, decl.span, allowed=allowed, grouping=grouping,
                           max_bytes=max_bytes, perception=perception)


def program_scenes(program, name: str, scenes, grouping=None, images=None, networks=None) -> SceneSet:
    """Scenes given from Python (``program.add_data(name, scenes=[...])``; learned perception:
    ``images="crops", networks={"color": "color_net"}``)."""
    from .learner import allowed_values, perception_domains
    from .scenes import grouping_option, perception_option

    return parse_scenes(list(scenes), name, allowed=allowed_values(program), grouping=grouping_option(grouping, None),
                        perception=perception_option(images, networks, None, perception_domains(program)))
