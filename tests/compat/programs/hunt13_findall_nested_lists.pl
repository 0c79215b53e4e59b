% findall over pairs of probabilistic facts, then members of the list
0.6::likes(ann, tea). 0.3::likes(ann, coffee). 0.8::likes(bob, tea).
drinkers(D, L) :- member(D, [tea, coffee]), findall(P, likes(P, D), L).
member(X,[X|_]).
member(X,[_|T]) :- member(X,T).
popular(D) :- drinkers(D, L), L = [_,_|_].
query(drinkers(_, _)).
query(popular(_)).
