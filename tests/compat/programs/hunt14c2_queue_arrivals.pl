% written for this corpus by a find-only hunt (session 22; inventory and queues)
% single server queue over discrete time steps
0.4::arrive(T).
0.7::serve(T).
queue(0, 0).
queue(T, Q) :- T > 0, T =< 4, P is T - 1, queue(P, Q0), in(P, A), out(P, Q0, S), Q is Q0 + A - S.
in(T, 1) :- arrive(T).
in(T, 0) :- \+ arrive(T).
out(T, 0, 0).
out(T, Q, 1) :- Q > 0, serve(T).
out(T, Q, 0) :- Q > 0, \+ serve(T).
busy(T) :- queue(T, Q), Q > 0.
query(queue(4, Q)).
query(busy(2)).
