% strings as arguments of probabilistic facts
0.5::says(ann, "hello"). 0.5::says(bob, "hi there").
talk(P) :- says(P, _).
query(says(_, _)). query(talk(_)).
