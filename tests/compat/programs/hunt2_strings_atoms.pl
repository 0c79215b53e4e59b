% strings "..." against atoms in facts, equality and answers
0.5::word("cat"). 0.4::word(cat). 0.3::word('Cat').
str_only(X) :- word(X), X == "cat".
atom_only(X) :- word(X), atom(X).
not_atom(X) :- word(X), \+ atom(X).
both :- word("cat"), word(cat).
query(word(_)). query(str_only(_)). query(atom_only(_)). query(not_atom(_)). query(both).
