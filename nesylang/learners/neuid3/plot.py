"""``plot=``: a NeuID3 tree drawn with matplotlib (each node: its literal, IG~, reach mass, delta)."""
from __future__ import annotations

import io
from pathlib import Path

from ...util.files import write_atomic


def plot_tree(tree, path: Path) -> None:
    """Draw ``tree`` to a PNG at ``path`` (atomically)."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    from .tree import literal_text

    leaves = tree.leaves()
    x_of: dict[int, float] = {}

    def place(node) -> float:
        if node.is_leaf:
            x_of[node.id] = float(leaves.index(node))
        else:
            x_of[node.id] = (place(node.left) + place(node.right)) / 2
        return x_of[node.id]

    place(tree.root)
    depth = max(1, tree.depth)
    fig, ax = plt.subplots(figsize=(max(4.0, 2.2 * len(leaves)), 1.6 * (depth + 1)), dpi=100)
    for node in tree.nodes():
        x, y = x_of[node.id], -node.depth
        if node.is_leaf:
            text = f"leaf {node.leaf}\ndelta {node.delta:.3f}\nmass {node.mass:.1f}"
        else:
            text = f"{literal_text(node.test, node.id)}\nIG {node.gain:.3f}, mass {node.mass:.1f}\ndelta {node.delta:.3f}"
            for child, label in ((node.left, "true"), (node.right, "false")):
                cx, cy = x_of[child.id], -child.depth
                ax.plot([x, cx], [y, cy], color="grey", zorder=1)
                ax.text((x + cx) / 2, (y + cy) / 2, label, fontsize=7, ha="center", color="grey")
        ax.text(x, y, text, ha="center", va="center", fontsize=8, zorder=2,
                bbox=dict(boxstyle="round", fc="white" if not node.is_leaf else "#eef", ec="black"))
    ax.set_xlim(-0.8, len(leaves) - 0.2)
    ax.set_ylim(-depth - 0.6, 0.6)
    ax.axis("off")
    fig.tight_layout()
    buffer = io.BytesIO()
    from ... import __version__

    fig.savefig(buffer, format="png", metadata={"Software": f"nesylang {__version__}"})
    plt.close(fig)
    write_atomic(Path(path), buffer.getvalue())
