"""CLUTRR-style kinship (DeepProbLog's examples/CLUTRR, model_forward.pl): read each sentence of a
short story into a relation between the two people it names, then reason over those relations.

model_forward.pl is DeepProbLog's program, unchanged: an encoder reads a sentence with two of
its people marked (its output, a list of two tensors, is the input list of ``rel_extract``,
which names their relation), a gender network reads the story for the queried person's
gender, and forward chaining over kinship rules derives the asked relation. The networks learn
only from the answers: in ``clutrr_text([0,1,2], [s([0,1],"1 is the son of 0 ."),
s([1,2],"2 is the daughter of 1 .")], 0, granddaughter, 2)`` no sentence says "granddaughter".
Stories are generated on family chains of three people. Training is exact by default (stories
of one shape share a compiled circuit, so after the first epoch an epoch is a fraction of a
second); ``--proofs 1`` trains on each query's most probable proof instead, as DeepProbLog
trains CLUTRR with its approximate engine (k = 1): the same losses here, since a story has
essentially one proof of its answer, but each epoch searches and compiles proofs again.
Accuracy is DeepProbLog's (the most probable answer with the relation left open), exact.
Grounding one story takes seconds (the program's forward chaining over every reading of every
sentence), so the data set is small.

    python examples/deepproblog/clutrr/train.py [--epochs 15] [--lr 0.05] [--proofs K]
"""
from __future__ import annotations

import argparse
import random
import time
from pathlib import Path

import torch

import nesylang

RELATIONS = ["child", "child_in_law", "parent", "parent_in_law", "sibling", "sibling_in_law", "grandparent",
             "grandchild", "nephew", "uncle", "so"]
WORDS = {"child": ("son", "daughter"), "parent": ("father", "mother"), "sibling": ("brother", "sister"),
         "so": ("husband", "wife")}
GENDERED = {"child": ("son", "daughter"), "grandchild": ("grandson", "granddaughter"),
            "grandparent": ("grandfather", "grandmother"), "child_in_law": ("son_in_law", "daughter_in_law"),
            "parent_in_law": ("father_in_law", "mother_in_law"), "nephew": ("nephew", "niece"),
            "uncle": ("uncle", "aunt"), "parent": ("father", "mother"), "sibling": ("brother", "sister")}
# two relations along a chain 0 -> 1 -> 2 and what the program's rules derive for (0, 2)
CHAINS = [("child", "child", "grandchild"), ("parent", "parent", "grandparent"), ("so", "child", "child"),
          ("child", "so", "child_in_law"), ("so", "parent", "parent_in_law"), ("sibling", "child", "nephew"),
          ("parent", "sibling", "uncle"), ("sibling", "parent", "parent")]
PHRASES = ["{b} is the {w} of {a} .", "{a} has a {w} , {b} .", "{b} , the {w} of {a} , came to visit ."]


def story(rng: random.Random) -> str:
    first, second, derived = rng.choice(CHAINS)
    g1, g2 = rng.randrange(2), rng.randrange(2)
    sentences = []
    for (a, b), relation, g in (((0, 1), first, g1), ((1, 2), second, g2)):
        text = rng.choice(PHRASES).format(a=a, b=b, w=WORDS[relation][g])
        sentences.append(f's([{a},{b}],"{text}")')
    return f"clutrr_text([0,1,2],[{','.join(sentences)}],0,{GENDERED[derived][g2]},2)"


class Encoder(torch.nn.Module):
    """A sentence with two people marked -> [embedding of the first, embedding of the second]."""

    def __init__(self, vocab: dict[str, int], size: int = 16):
        super().__init__()
        self.vocab = vocab
        self.embedding = torch.nn.Embedding(len(vocab), size)
        self.gru = torch.nn.GRU(size, size, bidirectional=True, batch_first=True)

    def forward(self, text: str, e1: int, e2: int):
        words = text.split()
        marks = {str(e1): "<E1>", str(e2): "<E2>"}
        ids = [self.vocab.get(marks.get(w, "<E>" if w.isdigit() else w), 0) for w in words]
        x, _ = self.gru(self.embedding(torch.tensor([ids])))
        x = x[0]
        return [x[words.index(str(e1))], x[words.index(str(e2))]]


class RelNet(torch.nn.Module):
    def __init__(self, size: int = 16):
        super().__init__()
        self.linear = torch.nn.Linear(4 * size, len(RELATIONS))

    def forward(self, ex, ey):
        return torch.softmax(self.linear(torch.cat([ex, ey])), -1)


class GenderNet(torch.nn.Module):
    """The story (a list of s(Entities, Text) terms) and a person -> [male, female], from the
    words of the sentences that name that person."""

    def __init__(self, vocab: dict[str, int], size: int = 16):
        super().__init__()
        self.vocab = vocab
        self.embedding = torch.nn.EmbeddingBag(len(vocab), size)
        self.linear = torch.nn.Linear(size, 2)

    def forward(self, sentences, entity: int):
        texts = [s.args[1].value for s in sentences]  # s(Entities, Text): Text a string term
        words = [w for t in texts if str(entity) in t.split() for w in t.split() if not w.isdigit()] or ["<E>"]
        ids = torch.tensor([[self.vocab.get(w, 0) for w in words]])
        return torch.softmax(self.linear(self.embedding(ids))[0], -1)


def vocabulary() -> dict[str, int]:
    words = {"<UNK>", "<E>", "<E1>", "<E2>"} | {w for p in PHRASES for w in p.split() if "{" not in w}
    words |= {w for pair in WORDS.values() for w in pair}
    return {w: i for i, w in enumerate(sorted(words))}


def make_program(seed: int = 0) -> nesylang.Program:
    torch.manual_seed(seed)
    program = nesylang.load(str(Path(__file__).with_name("model_forward.pl")))
    vocab = vocabulary()
    program.networks["encoder"] = Encoder(vocab)
    program.networks["rel_extract"] = RelNet()
    program.networks["gender_net"] = GenderNet(vocab)
    return program


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--epochs", type=int, default=15)
    ap.add_argument("--train", type=int, default=16)
    ap.add_argument("--test", type=int, default=20)
    ap.add_argument("--lr", type=float, default=0.05)
    ap.add_argument("--proofs", type=int, default=None, help="train on each query's K most probable proofs")
    args = ap.parse_args()
    torch.set_num_threads(1)
    rng = random.Random(0)
    train, test = [story(rng) for _ in range(args.train)], [story(rng) for _ in range(args.test)]
    program = make_program()
    print(f"accuracy before: {program.accuracy(test):.2f} (chance about 1/20)")
    for epoch in range(args.epochs):
        started, cpu = time.perf_counter(), time.process_time()
        history = program.fit(train, epochs=1, batch_size=4, lr=args.lr, seed=epoch, proofs=args.proofs,
                              progress=False)
        print(f"epoch {epoch + 1}: loss {history.last.loss:.4f}  {time.perf_counter() - started:.1f} s "
              f"({time.process_time() - cpu:.1f} s CPU)  test accuracy {program.accuracy(test):.2f}")


if __name__ == "__main__":
    main()
