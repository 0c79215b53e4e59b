% conditions written with negation as ProbLog users write if-then-else
0.3::rain.
0.6::cold.
wear(umbrella) :- rain.
wear(coat) :- cold.
wear(coat) :- \+ cold, rain.
mood(X) :- X > 2.
m(Y) :- member(Y, [1,2,3,4]), mood(Y).
m(Y) :- member(Y, [1,2]), \+ mood(Y), rain.
member(X,[X|_]).
member(X,[_|T]) :- member(X,T).
query(wear(_)).
query(m(_)).
