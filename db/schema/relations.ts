import { relations } from 'drizzle-orm';
import { activities, activityCities, activityFilters, activityMedia, activityProvinces, activityRegions, redirects, reviewComments } from './activities.ts';
import { banners, blogs, popups, seoPageCities, seoPageFilters, seoPageProvinces, seoPageRegions, seoPages } from './content.ts';
import { eventMedia, eventSubmissions, events } from './events.ts';
import { filterGroups, filters } from './filters.ts';
import { cities, provinces, regions } from './geography.ts';
import { quoteRequests, serviceMailStatistics } from './leads.ts';
import { media } from './media.ts';
import { contactPersonOrganisations, contactPersons, organisations } from './organisations.ts';
import { menuItems, platforms } from './platforms.ts';
import { roles, userOrganisations, userTokens, users } from './users.ts';

export const platformsRelations = relations(platforms, ({ many }) => ({
  menuItems: many(menuItems),
  activities: many(activities),
  filterGroups: many(filterGroups),
}));

export const menuItemsRelations = relations(menuItems, ({ one }) => ({
  platform: one(platforms, { fields: [menuItems.platformId], references: [platforms.id] }),
}));

export const provincesRelations = relations(provinces, ({ one, many }) => ({
  platform: one(platforms, { fields: [provinces.platformId], references: [platforms.id] }),
  cities: many(cities),
}));

export const regionsRelations = relations(regions, ({ one, many }) => ({
  platform: one(platforms, { fields: [regions.platformId], references: [platforms.id] }),
  cities: many(cities),
}));

export const citiesRelations = relations(cities, ({ one }) => ({
  platform: one(platforms, { fields: [cities.platformId], references: [platforms.id] }),
  province: one(provinces, { fields: [cities.provinceId], references: [provinces.id] }),
  region: one(regions, { fields: [cities.regionId], references: [regions.id] }),
}));

export const organisationsRelations = relations(organisations, ({ one, many }) => ({
  platform: one(platforms, { fields: [organisations.platformId], references: [platforms.id] }),
  activities: many(activities),
  events: many(events),
  contactPeople: many(contactPersonOrganisations),
  users: many(userOrganisations),
}));

export const contactPersonsRelations = relations(contactPersons, ({ one, many }) => ({
  organisation: one(organisations, { fields: [contactPersons.organisationId], references: [organisations.id] }),
  organisations: many(contactPersonOrganisations),
}));

export const contactPersonOrganisationsRelations = relations(contactPersonOrganisations, ({ one }) => ({
  contactPerson: one(contactPersons, { fields: [contactPersonOrganisations.contactPersonId], references: [contactPersons.id] }),
  organisation: one(organisations, { fields: [contactPersonOrganisations.organisationId], references: [organisations.id] }),
}));

export const rolesRelations = relations(roles, ({ many }) => ({ users: many(users) }));

export const usersRelations = relations(users, ({ one, many }) => ({
  role: one(roles, { fields: [users.roleId], references: [roles.id] }),
  organisations: many(userOrganisations),
  userTokens: many(userTokens),
  activities: many(activities),
}));

export const userOrganisationsRelations = relations(userOrganisations, ({ one }) => ({
  user: one(users, { fields: [userOrganisations.userId], references: [users.id] }),
  organisation: one(organisations, { fields: [userOrganisations.organisationId], references: [organisations.id] }),
}));

export const userTokensRelations = relations(userTokens, ({ one }) => ({
  user: one(users, { fields: [userTokens.userId], references: [users.id] }),
}));

export const filterGroupsRelations = relations(filterGroups, ({ one, many }) => ({
  platform: one(platforms, { fields: [filterGroups.platformId], references: [platforms.id] }),
  filters: many(filters),
  image: one(media, { fields: [filterGroups.imageId], references: [media.id], relationName: 'filterGroupImage' }),
  headerImage: one(media, { fields: [filterGroups.headerImageId], references: [media.id], relationName: 'filterGroupHeader' }),
}));

export const filtersRelations = relations(filters, ({ one, many }) => ({
  filterGroup: one(filterGroups, { fields: [filters.filterGroupId], references: [filterGroups.id] }),
  image: one(media, { fields: [filters.imageId], references: [media.id] }),
  activities: many(activityFilters),
}));

export const activitiesRelations = relations(activities, ({ one, many }) => ({
  platform: one(platforms, { fields: [activities.platformId], references: [platforms.id] }),
  organisation: one(organisations, { fields: [activities.organisationId], references: [organisations.id] }),
  lastEditedBy: one(users, { fields: [activities.lastEditedById], references: [users.id] }),
  child: one(activities, { fields: [activities.childId], references: [activities.id], relationName: 'editCopy' }),
  filters: many(activityFilters),
  cities: many(activityCities),
  provinces: many(activityProvinces),
  regions: many(activityRegions),
  media: many(activityMedia),
  redirects: many(redirects),
  quoteRequests: many(quoteRequests),
  serviceMail: many(serviceMailStatistics),
  reviewComment: one(reviewComments, { fields: [activities.id], references: [reviewComments.activityId] }),
}));

export const activityFiltersRelations = relations(activityFilters, ({ one }) => ({
  activity: one(activities, { fields: [activityFilters.activityId], references: [activities.id] }),
  filter: one(filters, { fields: [activityFilters.filterId], references: [filters.id] }),
}));

export const activityCitiesRelations = relations(activityCities, ({ one }) => ({
  activity: one(activities, { fields: [activityCities.activityId], references: [activities.id] }),
  city: one(cities, { fields: [activityCities.cityId], references: [cities.id] }),
}));

export const activityProvincesRelations = relations(activityProvinces, ({ one }) => ({
  activity: one(activities, { fields: [activityProvinces.activityId], references: [activities.id] }),
  province: one(provinces, { fields: [activityProvinces.provinceId], references: [provinces.id] }),
}));

export const activityRegionsRelations = relations(activityRegions, ({ one }) => ({
  activity: one(activities, { fields: [activityRegions.activityId], references: [activities.id] }),
  region: one(regions, { fields: [activityRegions.regionId], references: [regions.id] }),
}));

export const activityMediaRelations = relations(activityMedia, ({ one }) => ({
  activity: one(activities, { fields: [activityMedia.activityId], references: [activities.id] }),
  media: one(media, { fields: [activityMedia.mediaId], references: [media.id] }),
}));

export const redirectsRelations = relations(redirects, ({ one }) => ({
  activity: one(activities, { fields: [redirects.activityId], references: [activities.id] }),
}));

export const reviewCommentsRelations = relations(reviewComments, ({ one }) => ({
  activity: one(activities, { fields: [reviewComments.activityId], references: [activities.id] }),
}));

export const bannersRelations = relations(banners, ({ one }) => ({
  image: one(media, { fields: [banners.imageId], references: [media.id] }),
  platform: one(platforms, { fields: [banners.platformId], references: [platforms.id] }),
}));

export const popupsRelations = relations(popups, ({ one }) => ({
  media: one(media, { fields: [popups.mediaId], references: [media.id] }),
  platform: one(platforms, { fields: [popups.platformId], references: [platforms.id] }),
}));

export const blogsRelations = relations(blogs, ({ one }) => ({
  image: one(media, { fields: [blogs.imageId], references: [media.id] }),
  platform: one(platforms, { fields: [blogs.platformId], references: [platforms.id] }),
}));

export const seoPagesRelations = relations(seoPages, ({ one, many }) => ({
  platform: one(platforms, { fields: [seoPages.platformId], references: [platforms.id] }),
  cities: many(seoPageCities),
  provinces: many(seoPageProvinces),
  regions: many(seoPageRegions),
  filters: many(seoPageFilters),
}));

export const seoPageCitiesRelations = relations(seoPageCities, ({ one }) => ({
  seoPage: one(seoPages, { fields: [seoPageCities.seoPageId], references: [seoPages.id] }),
  city: one(cities, { fields: [seoPageCities.cityId], references: [cities.id] }),
}));

export const seoPageProvincesRelations = relations(seoPageProvinces, ({ one }) => ({
  seoPage: one(seoPages, { fields: [seoPageProvinces.seoPageId], references: [seoPages.id] }),
  province: one(provinces, { fields: [seoPageProvinces.provinceId], references: [provinces.id] }),
}));

export const seoPageRegionsRelations = relations(seoPageRegions, ({ one }) => ({
  seoPage: one(seoPages, { fields: [seoPageRegions.seoPageId], references: [seoPages.id] }),
  region: one(regions, { fields: [seoPageRegions.regionId], references: [regions.id] }),
}));

export const seoPageFiltersRelations = relations(seoPageFilters, ({ one }) => ({
  seoPage: one(seoPages, { fields: [seoPageFilters.seoPageId], references: [seoPages.id] }),
  filter: one(filters, { fields: [seoPageFilters.filterId], references: [filters.id] }),
}));

export const eventsRelations = relations(events, ({ one, many }) => ({
  image: one(media, { fields: [events.imageId], references: [media.id] }),
  organisation: one(organisations, { fields: [events.organisationId], references: [organisations.id] }),
  city: one(cities, { fields: [events.cityId], references: [cities.id] }),
  platform: one(platforms, { fields: [events.platformId], references: [platforms.id] }),
  media: many(eventMedia),
  submission: one(eventSubmissions, { fields: [events.id], references: [eventSubmissions.eventId] }),
}));

export const eventMediaRelations = relations(eventMedia, ({ one }) => ({
  event: one(events, { fields: [eventMedia.eventId], references: [events.id] }),
  media: one(media, { fields: [eventMedia.mediaId], references: [media.id] }),
}));

export const quoteRequestsRelations = relations(quoteRequests, ({ one }) => ({
  activity: one(activities, { fields: [quoteRequests.activityId], references: [activities.id] }),
}));

export const serviceMailStatisticsRelations = relations(serviceMailStatistics, ({ one }) => ({
  activity: one(activities, { fields: [serviceMailStatistics.activityId], references: [activities.id] }),
}));
