% hunt17: a mutant (agreeing with ProbLog) of hunt14i_mixed_02.pl: fact-ad clause 4
:- use_module(library(lists)).
lookup(X, [X=V|_], V).
lookup(X, [Y=_|T], V) :- X \= Y, lookup(X, T, V).
0.3::update(X, V, [], [X=V]); 0.5::update_alt(X, V, [], [X=V]).
update(X, V, [X=_|T], [X=V|T]).
update(X, V, [Y=W|T], [Y=W|T1]) :- X \= Y, update(X, V, T, T1).
ev(N, _, N) :- integer(N).
ev(X, E, V) :- atom(X), lookup(X, E, V).
ev(A+B, E, V) :- ev(A, E, VA), ev(B, E, VB), V is VA + VB.
ev(A-B, E, V) :- ev(A, E, VA), ev(B, E, VB), V is VA - VB.
ev(A*B, E, V) :- ev(A, E, VA), ev(B, E, VB), V is VA * VB.
ev(A<B, E, V) :- ev(A, E, VA), ev(B, E, VB), (VA < VB, V = 1 ; VA >= VB, V = 0).
ex(skip, E, E).
ex(set(X, A), E0, E) :- ev(A, E0, V), update(X, V, E0, E).
ex((S1 ; S2), E0, E) :- ex(S1, E0, E1), ex(S2, E1, E).
ex(while(C, S), E0, E) :- ev(C, E0, 1), ex(S, E0, E1), ex(while(C, S), E1, E).
ex(while(C, _), E, E) :- ev(C, E, 0).
prog((set(i, 0) ; set(f, 1) ; while(i < 6, (set(i, i + 1) ; set(f, f * i))))).
run(F) :- prog(P), ex(P, [], E), lookup(f, E, F).
query(run(_)).
