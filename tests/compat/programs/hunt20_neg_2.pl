% negation: negation over a non-ground goal inside a rule, with evidence on the negated atom
0.2::sick(X) :- member(X, [ann, bob, cid]).
member(X, [X|_]).
member(X, [_|T]) :- member(X, T).
healthy(X) :- member(X, [ann, bob, cid]), \+ sick(X).
all_healthy :- \+ sick(_).
evidence(sick(bob), false).
query(healthy(_)).
query(all_healthy).
