"""Word algebra problems (DeepProbLog's examples/Forth/WAP): learn to read a problem's text into
a program over its three numbers.

wap.pl is DeepProbLog's program, unchanged: a recurrent network reads the text (here a Python
``str``, the value of the program's string term) into an embedding, and four small networks
choose from it how to order the three numbers, the first operation, whether to swap its result
with the third number, and the second operation. They learn only from the answers:
``wap("Ann had 5 pens . Bob gave her 3 more . She lost 2 . How many pens does she have ?",5,3,2,6)``.
Problems are generated from six templates (names, objects and numbers drawn at random); the
vocabulary is built from the generated problems. Accuracy is DeepProbLog's: the most probable
answer (the last argument left open) against the right one, on held-out problems.

    python examples/deepproblog/wap/train.py [--epochs 4]
"""
from __future__ import annotations

import argparse
import random
import time
from pathlib import Path

import torch

import nesylang

NAMES = ["Ann", "Bob", "Carl", "Dana", "Eve", "Fred", "Gina", "Hugo"]
OBJECTS = ["apples", "pens", "cards", "stamps", "marbles", "books", "shells", "coins"]
# text with {a} {b} (names), {o} (objects) and the numbers {x} {y} {z} in text order; the answer
TEMPLATES = [
    ("{a} had {x} {o} . {b} gave {a} {y} more {o} . Then {a} lost {z} {o} . How many {o} does {a} have now ?",
     lambda x, y, z: x + y - z),
    ("{a} has {x} boxes with {y} {o} in each box . {a} gives away {z} {o} . How many {o} are left ?",
     lambda x, y, z: x * y - z),
    ("{a} bought {x} {o} and {b} bought {y} {o} . They share them equally among {z} friends . "
     "How many {o} does each friend get ?", lambda x, y, z: (x + y) // z),
    ("{a} has {x} {o} . {b} has {y} bags with {z} {o} in each bag . How many {o} do they have together ?",
     lambda x, y, z: x + y * z),
    ("{a} collected {x} {o} on Monday and {y} {o} on Tuesday . {b} collected {z} {o} . "
     "How many more {o} did {a} collect than {b} ?", lambda x, y, z: x + y - z),
    ("{a} had {x} {o} . {a} gave {y} {o} to each of {z} friends . How many {o} does {a} have left ?",
     lambda x, y, z: x - y * z),
]


def problem(rng: random.Random, k: int) -> str:
    text, answer = TEMPLATES[k]
    while True:
        x, y, z = rng.randint(2, 40), rng.randint(2, 12), rng.randint(2, 9)
        if k == 2 and (x + y) % z:
            continue  # the program's division is exact
        if answer(x, y, z) >= 0:
            break
    a, b = rng.sample(NAMES, 2)
    sentence = text.format(a=a, b=b, o=rng.choice(OBJECTS), x=x, y=y, z=z)
    return f'wap("{sentence}",{x},{y},{z},{answer(x, y, z)})'


def data(rng: random.Random, n: int) -> list[str]:
    return [problem(rng, rng.randrange(len(TEMPLATES))) for _ in range(n)]


def vocabulary(problems: list[str]) -> dict[str, int]:
    words = sorted({w for q in problems for w in q.split('"')[1].split() if not w.isdigit()})
    return {w: i for i, w in enumerate(["<UNK>", "<NR>"] + words)}


class RNN(torch.nn.Module):
    """DeepProbLog's WAP encoder, smaller: word embeddings and a bidirectional GRU; the output
    is both directions' states at the end and at each of the three numbers."""

    def __init__(self, vocab: dict[str, int], hidden: int = 32):
        super().__init__()
        self.vocab, self.hidden = vocab, hidden
        self.embedding = torch.nn.Embedding(len(vocab), hidden)
        self.gru = torch.nn.GRU(hidden, hidden, bidirectional=True, batch_first=True)

    def forward(self, text: str):
        words = text.split()
        ids = [self.vocab["<NR>"] if w.isdigit() else self.vocab.get(w, 0) for w in words]
        numbers = [i for i, w in enumerate(words) if w.isdigit()]
        x, _ = self.gru(self.embedding(torch.tensor([ids])))
        x = x.view(len(ids), 2, self.hidden)
        forward = torch.cat([x[-1, 0]] + [x[i, 0] for i in numbers])
        backward = torch.cat([x[0, 1]] + [x[i, 1] for i in numbers])
        return torch.cat([forward, backward])


def head(size: int, hidden: int = 32) -> torch.nn.Module:
    return torch.nn.Sequential(torch.nn.Linear(8 * hidden, size), torch.nn.Softmax(-1))


def make_program(vocab: dict[str, int], seed: int = 0) -> nesylang.Program:
    torch.manual_seed(seed)
    program = nesylang.load(str(Path(__file__).with_name("wap.pl")))
    program.networks["rnn"] = RNN(vocab)
    for name, size in (("nn_permute", 6), ("nn_op1", 4), ("nn_swap", 2), ("nn_op2", 4)):
        program.networks[name] = head(size)
    return program


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--epochs", type=int, default=4)
    ap.add_argument("--train", type=int, default=300)
    args = ap.parse_args()
    torch.set_num_threads(1)
    rng = random.Random(0)
    train, test = data(rng, args.train), data(rng, 60)
    program = make_program(vocabulary(train))
    print(f"accuracy before: {program.accuracy(test):.2f}")
    for epoch in range(args.epochs):
        started, cpu = time.perf_counter(), time.process_time()
        history = program.fit(train, epochs=1, batch_size=8, lr=0.005, seed=epoch, progress=False)
        print(f"epoch {epoch + 1}: loss {history.last.loss:.4f}  {time.perf_counter() - started:.1f} s "
              f"({time.process_time() - cpu:.1f} s CPU)  test accuracy {program.accuracy(test):.2f}")


if __name__ == "__main__":
    main()
