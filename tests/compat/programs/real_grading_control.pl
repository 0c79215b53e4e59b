% control constructs in a grading policy: disjunction in bodies, once, not, forall, \=
:- use_module(library(lists)).
student(s1, [80, 95, 70]). student(s2, [40, 55, 65]). student(s3, [90, 92, 99]).
0.2::cheated(S) :- student(S, _).
0.9::submitted(S, I) :- student(S, L), length(L, N), between(1, N, I).
avg(S, A) :- student(S, L), sum_list(L, T), length(L, N), A is T / N.
grade(S, a) :- avg(S, A), A >= 90.
grade(S, b) :- avg(S, A), A >= 70, A < 90.
grade(S, c) :- avg(S, A), A < 70.
final(S, f) :- cheated(S).
final(S, G) :- student(S, _), \+ cheated(S), grade(S, G).
complete(S) :- student(S, L), length(L, N), forall(between(1, N, I), submitted(S, I)).
first_high(S, X) :- student(S, L), once(member(X, L)), X > 60.
not_s1(S) :- student(S, _), not(S = s1), S \= s3.
either(S) :- student(S, _), (cheated(S) ; \+ complete(S)).
query(grade(S, G)).
query(final(S, G)).
query(complete(S)).
query(first_high(S, X)).
query(not_s1(S)).
query(either(S)).
