% written for this corpus by a find-only hunt (session 22; probabilistic database with negation)
% uncertain movie database: recommendations excluding seen films
0.8::likes(u1, scifi). 0.4::likes(u1, drama). 0.7::likes(u2, drama).
genre(m1, scifi). genre(m2, drama). genre(m3, scifi).
0.6::seen(u1, m1). 0.3::seen(u1, m3). 0.5::seen(u2, m2).
recommend(U, M) :- likes(U, G), genre(M, G), \+ seen(U, M).
nothing_new(U) :- likes(U, _), \+ recommend(U, _).
query(recommend(u1, M)).
query(nothing_new(U)).
