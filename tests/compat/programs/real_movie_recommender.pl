% movie recommender with user similarity and aggregate grouping of ratings
:- use_module(library(aggregate)).
:- use_module(library(lists)).
rating(ann, m1, 5). rating(ann, m2, 3). rating(bob, m1, 4). rating(bob, m3, 5).
rating(cid, m2, 2). rating(cid, m3, 4). rating(cid, m1, 1).
0.6::similar(ann, bob). 0.3::similar(ann, cid).
0.75::trust(U) :- rating(U, _, _).
avg_rating(M, avg<R>) :- rating(U, M, R), trust(U).
best(M, max<R>) :- rating(_, M, R).
recommend(U, M) :- similar(U, V), rating(V, M, R), R >= 4, \+ rating(U, M, _).
query(avg_rating(m1, A)).
query(best(M, B)).
query(recommend(ann, M)).
