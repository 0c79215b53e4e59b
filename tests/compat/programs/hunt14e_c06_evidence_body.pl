% written for this corpus by a differential hunt (session 22, hunt14e; agreed before any fix)
% evidence and queries written as clauses with bodies
0.3::alarm(H) :- house(H).
house(h1). house(h2). house(h3).
0.6::calls(H) :- alarm(H).
evidence(calls(H), false) :- member(H, [h1, h3]).
evidence(calls(h2)).
query(alarm(H)) :- house(H).
member(X, [X|_]).
member(X, [_|T]) :- member(X, T).
