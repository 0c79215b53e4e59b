% reasoning about the collected list: membership and emptiness
:- use_module(library(lists)).
0.4::rain(mon). 0.7::rain(tue). 0.2::rain(wed).
wet_days(L) :- findall(D, rain(D), L).
some_rain :- wet_days(L), L \= [].
rain_on_tue :- wet_days(L), memberchk(tue, L).
dry_week :- wet_days([]).
query(some_rain). query(rain_on_tue). query(dry_week).
