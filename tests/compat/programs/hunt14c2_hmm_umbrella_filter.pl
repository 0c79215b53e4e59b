% written for this corpus by a find-only hunt (session 22; HMM / Markov chain over lists)
% umbrella world: filtering with a list of umbrella observations
0.5::rain(0).
0.7::rain(T) :- T > 0, P is T - 1, rain(P).
0.3::rain(T) :- T > 0, P is T - 1, \+ rain(P).
0.9::umbrella(T) :- rain(T).
0.2::umbrella(T) :- \+ rain(T).
obs([]).
obs([T-U|R]) :- (U == yes, umbrella(T) ; U == no, \+ umbrella(T)), obs(R).
evidence(obs([1-yes, 2-yes, 3-no])).
query(rain(3)).
query(rain(4)).
