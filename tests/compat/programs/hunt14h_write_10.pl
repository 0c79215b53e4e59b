% writes with an open query: one print per answer
0.5::likes(ann, X) :- member(X, [tea, jam]), write(ann_likes(X)), nl.
query(likes(ann, _)).
:- use_module(library(lists)).
