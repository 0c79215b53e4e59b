% written for this corpus by a differential hunt (session 22, hunt14e; agreed before any fix)
% chain of ADs with bodies, evidence on the last link, open query on the first
0.6::level(1, low); 0.4::level(1, high).
0.7::level(N, low); 0.3::level(N, high) :- between(2, 4, N), M is N - 1, level(M, low).
0.2::level(N, low); 0.8::level(N, high) :- between(2, 4, N), M is N - 1, level(M, high).
alarm(N) :- level(N, high), level(M, high), M is N - 1.
evidence(level(4, high)).
evidence(alarm(3), false).
query(level(1, _)).
query(level(2, _)).
query(alarm(_)).
