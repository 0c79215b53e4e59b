% written for this corpus by a find-only hunt (session 23; library(lists) and library(apply))
% Shift scheduling checks with proper_length/2, same_length/2, subset/2, is_set/1, nextto/3 and prefix/2
:- use_module(library(lists)).
staff([ann, bob, cid]).
0.5::order1; 0.5::order2.
roster([ann, bob, cid]) :- order1.
roster([bob, ann, cid]) :- order2.
0.8::available(ann). 0.6::available(bob). 0.9::available(cid).
ok_roster(R) :- roster(R), proper_length(R, 3), staff(S), same_length(R, S), subset(R, S), is_set(R).
handover(A, B) :- roster(R), nextto(A, B, R), available(A), available(B).
leads(P) :- roster(R), prefix([P], R).
query(ok_roster(_)).
query(handover(_, _)).
query(leads(_)).
