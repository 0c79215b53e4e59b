% four queens with probabilistic availability of columns
:- use_module(library(lists)).
0.9::free(1). 0.8::free(2). 0.9::free(3). 0.7::free(4).
cols([1,2,3,4]).
place([], _, []).
place([R|Rs], Cs, [R-C|Ps]) :- select(C, Cs, Cs1), place(Rs, Cs1, Ps).
safe([]).
safe([R-C|Ps]) :- \+ (member(R1-C1, Ps), abs(R - R1) =:= abs(C - C1)), safe(Ps).
solution(S) :- cols(Cs), place([1,2,3,4], Cs, S), safe(S).
usable :- solution(S), \+ (member(_-C, S), \+ free(C)).
query(solution(_)).
query(usable).
