% written for this corpus by a find-only hunt (session 23; control, meta-calls and query forms)
% Step counting with plus/3 and succ/2 in their reverse modes
0.5::steps(3); 0.5::steps(5).
before(P) :- steps(S), succ(P, S).
remaining(R) :- steps(S), plus(2, R, S).
after(A) :- steps(S), plus(S, 4, A).
query(before(_)).
query(remaining(_)).
query(after(_)).
