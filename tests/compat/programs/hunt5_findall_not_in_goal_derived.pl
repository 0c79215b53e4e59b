% negation of a derived atom inside the findall goal
0.4::rain(D) :- member(D, [mon, tue, wed]).
:- use_module(library(lists)).
wet(D) :- rain(D).
dry_days(L) :- findall(D, (member(D, [mon, tue, wed]), \+ wet(D)), L).
query(dry_days(_)).
